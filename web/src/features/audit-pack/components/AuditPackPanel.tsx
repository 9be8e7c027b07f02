import { useState } from 'react'
import { Button } from '../../../components/Button.tsx'
import { DatePickerField } from '../../../components/DatePickerField.tsx'
import { DownloadButton } from '../../../components/DownloadButton.tsx'
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx'
import { toast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { downloadFile } from '../../../lib/download.ts'
import { type AuditPackView, requestPack, usePacks } from '../api/audit-pack-api.ts'
import { lastQuarter, waktu } from './period.ts'

// "Paket audit" of one site: ask for a period's pack, follow its status, download the PDF and ZIP.
export function AuditPackPanel({ idlokasi }: { idlokasi: string }) {
  const packs = usePacks(idlokasi)
  const [period, setPeriod] = useState(lastQuarter)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const ask = async () => {
    setBusy(true)
    setError(undefined)
    try {
      const answer = await requestPack(idlokasi, period)
      toast.success(answer.message ?? 'Paket audit diminta')
      await packs.mutate()
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Paket audit gagal diminta')
    } finally {
      setBusy(false)
    }
  }
  const rows = packs.data?.data ?? []
  return (
    <section aria-labelledby="paket-audit-heading" className="audit-panel">
      <h2 id="paket-audit-heading">Paket audit</h2>
      <p>
        Satu PDF berisi kontrak, denah, kunjungan, hasil pemeriksaan, pestisida, lisensi dan sertifikat; ZIP
        berisi berkas aslinya.
      </p>
      <form
        className="audit-form"
        onSubmit={(event) => {
          event.preventDefault()
          void ask()
        }}
      >
        <DatePickerField
          name="dari"
          label="Dari"
          required
          value={period.dari}
          onChange={(dari) => setPeriod({ ...period, dari })}
          error={error}
        />
        <DatePickerField
          name="sampai"
          label="Sampai"
          required
          value={period.sampai}
          onChange={(sampai) => setPeriod({ ...period, sampai })}
        />
        <Button type="submit" busy={busy}>
          Minta paket audit
        </Button>
      </form>
      <ResponsiveTable<AuditPackView>
        caption="Paket audit lokasi ini"
        rows={rows}
        rowKey={(row) => row.idpaket}
        empty={<p>Belum ada paket audit untuk lokasi ini.</p>}
        columns={[
          {
            key: 'periode',
            header: 'Periode',
            card: 'title',
            render: (row) => `${row.dari} s.d. ${row.sampai}`,
          },
          { key: 'status', header: 'Status', card: 'lead', render: (row) => row.status },
          { key: 'diminta', header: 'Diminta', render: (row) => waktu(row.diminta_pada) },
          {
            key: 'isi',
            header: 'Isi',
            render: (row) =>
              row.status === 'siap'
                ? `${row.jumlah_kunjungan} kunjungan, ${row.jumlah_pemeriksaan} pemeriksaan, ${row.jumlah_pestisida} pestisida`
                : '-',
          },
          {
            key: 'unduh',
            header: 'Unduh',
            render: (row) =>
              row.status === 'siap' ? (
                <span className="audit-downloads">
                  <DownloadButton
                    label="PDF"
                    name={`paket audit ${row.dari} s.d. ${row.sampai}`}
                    download={() =>
                      downloadFile(`/paketAudit/${row.idpaket}`, { fallbackName: 'paket-audit.pdf' })
                    }
                  />
                  <DownloadButton
                    label="ZIP"
                    name={`berkas asli ${row.dari} s.d. ${row.sampai}`}
                    download={() =>
                      downloadFile(`/paketAudit/${row.idpaket}/zip`, { fallbackName: 'paket-audit.zip' })
                    }
                  />
                </span>
              ) : (
                'sedang disiapkan'
              ),
          },
        ]}
      />
    </section>
  )
}
