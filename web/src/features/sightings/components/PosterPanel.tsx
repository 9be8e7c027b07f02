import { useState } from 'react'
import { Button } from '../../../components/Button.tsx'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { DownloadButton } from '../../../components/DownloadButton.tsx'
import { toast } from '../../../components/toast.tsx'
import { downloadFile } from '../../../lib/download.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { replacePoster, usePoster } from '../api/sightings-api.ts'

// The site's QR poster (ADR 0096): made once, printed as an A4 PDF, and replaced when a poster
// went missing or its link spread too far; the old poster then stops working.
export function PosterPanel({ idlokasi, kode }: { idlokasi: string; kode: string }) {
  const poster = usePoster(idlokasi)
  const [confirming, setConfirming] = useState(false)
  const record = poster.data?.data
  const issue = async () => {
    if (!record) return
    try {
      const answer = await replacePoster(record)
      toast.success(answer.message ?? 'Poster QR baru berhasil dibuat')
      await poster.mutate()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Gagal membuat poster')
    }
  }
  return (
    <section aria-labelledby="poster-heading" className="sightings-poster">
      <h2 id="poster-heading">Poster QR laporan hama</h2>
      {!record ? null : record.tautan ? (
        <>
          <p>
            Tautan poster: <code>{record.tautan}</code>
            {record.dibuat ? ` (dibuat ${formatDateTime(record.dibuat)})` : ''}
          </p>
          <div className="site-actions">
            <DownloadButton
              size="md"
              label="Cetak poster QR"
              name={`lokasi ${kode}`}
              download={() =>
                downloadFile(`/penampakan/poster/${idlokasi}/pdf`, {
                  fallbackName: `poster-lapor-hama-${kode}.pdf`,
                })
              }
            />
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Ganti token poster
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>
            Lokasi ini belum memiliki poster QR. Buat poster agar pengunjung dapat melaporkan hama tanpa
            masuk.
          </p>
          <Button onClick={() => void issue()}>Buat poster QR</Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Ganti token poster?"
        message="Poster yang sudah tertempel tidak akan berlaku lagi. Cetak dan tempel poster baru setelah ini."
        confirmLabel="Ganti token"
        tone="primary"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void issue()
        }}
      />
    </section>
  )
}
