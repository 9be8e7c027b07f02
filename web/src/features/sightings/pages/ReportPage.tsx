import '../sightings.css'
import { Send } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { reportFromPoster, usePosterPage } from '../api/sightings-api.ts'
import { SightingFieldset, useSightingForm } from '../components/SightingForm.tsx'

// /lapor/{token}: the page the site's QR poster opens, without sign-in (ADR 0096). A visitor picks
// the pest, the area, writes a note and may add a photo; an unknown or replaced poster says only
// that the page does not exist.
export default function ReportPage() {
  const { token } = useParams()
  const page = usePosterPage(token)
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useSightingForm(async (fields, foto) => {
    setFailure(null)
    try {
      const answer = await reportFromPoster(token ?? '', fields, foto)
      toast.success(answer.message ?? 'Laporan penampakan hama berhasil dikirim')
      setSent(true)
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Laporan gagal dikirim, silakan coba lagi')
    }
  })
  if (page.error)
    return (
      <main id="main" className="page container report-page">
        <h1>Halaman tidak ditemukan</h1>
        <p>Periksa kembali kode QR yang Anda pindai.</p>
      </main>
    )
  const site = page.data?.data
  if (!site) return <Spinner label="Memuat halaman laporan" />
  return (
    <main id="main" className="page container report-page">
      <h1>Laporkan Hama</h1>
      <p>
        {site.nama_lokasi}: beri tahu TTSG Pest Control hama yang Anda lihat. Kami tanggapi paling lambat 2 ×
        24 jam.
      </p>
      {sent ? (
        <>
          <Alert tone="success">Terima kasih, laporan Anda sudah kami terima.</Alert>
          <Button variant="secondary" onClick={() => setSent(false)}>
            Kirim laporan lain
          </Button>
        </>
      ) : (
        <form
          ref={form.formRef}
          className="form"
          noValidate
          onSubmit={form.onSubmit}
          aria-busy={form.saving || undefined}
        >
          <SightingFieldset form={form} areas={site.area} />
          <div className="form__actions">
            <Button type="submit" size="lg" busy={form.saving} icon={<Send aria-hidden="true" size={18} />}>
              Kirim Laporan
            </Button>
          </div>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
        </form>
      )}
    </main>
  )
}
