import '../audit-pack.css'
import { useParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { DownloadButton } from '../../../components/DownloadButton.tsx'
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { downloadFile } from '../../../lib/download.ts'
import { Panels } from '../../../lib/panels.tsx'
import { type AuditSectionView, useAuditSections, useAuditSummary } from '../api/audit-pack-api.ts'
import { waktu } from '../components/period.ts'

// The auditor's page (/audit/{token}), read-only and without sign-in: the site, the period, the
// pack to download, the trend chart against the thresholds (the inspections module's panel, ADR
// 0128), the map, the trends and indices, the corrective actions and the readings of the period
// (issue 40 item 7, ADR 0091).
export default function AuditorPage() {
  const { token } = useParams()
  const summary = useAuditSummary(token)
  const ready = Boolean(summary.data)
  const map = useAuditSections(token, 'denah', ready)
  const readings = useAuditSections(token, 'pemeriksaan', ready)
  const trends = useAuditSections(token, 'tren', ready)
  const actions = useAuditSections(token, 'tindakan', ready)
  if (summary.error) {
    return (
      <main id="main" className="page">
        <div className="container audit-page">
          <h1>Tautan audit</h1>
          <Alert>{summary.error.message}</Alert>
        </div>
      </main>
    )
  }
  if (!summary.data) return <Spinner label="Memuat tautan audit" />
  const audit = summary.data.data
  return (
    <main id="main" className="page">
      <div className="container audit-page">
        <h1>
          Audit {audit.kode_lokasi} – {audit.nama_lokasi}
        </h1>
        <p>
          Untuk {audit.nama_auditor} · periode {audit.dari} s.d. {audit.sampai} · tautan berlaku sampai{' '}
          {waktu(audit.berlaku_sampai)}. Halaman ini hanya untuk dibaca.
        </p>
        <section aria-labelledby="paket-heading" className="audit-panel">
          <h2 id="paket-heading">Paket audit</h2>
          {audit.paket.status === 'siap' ? (
            <DownloadButton
              label="Unduh paket audit (PDF)"
              name="paket audit"
              download={() => downloadFile(`/audit/${token}/paket`, { fallbackName: 'paket-audit.pdf' })}
            />
          ) : (
            <p>Paket audit {audit.paket.status}; muat ulang halaman ini sebentar lagi.</p>
          )}
        </section>
        {token ? <Panels slot="audit" token={token} /> : null}
        {[map, trends, actions, readings]
          .flatMap((part) => part.data?.data ?? [])
          .map((section) => (
            <Section key={section.key} section={section} />
          ))}
      </div>
    </main>
  )
}

function Section({ section }: { section: AuditSectionView }) {
  const id = `bagian-${section.key}`
  return (
    <section aria-labelledby={id} className="audit-panel">
      <h2 id={id}>
        {section.judul} ({section.baris.length})
      </h2>
      <ResponsiveTable<string[]>
        caption={section.judul}
        rows={section.baris}
        rowKey={(row) => row.join('|')}
        empty={<p>Tidak ada data pada periode ini.</p>}
        columns={section.kolom.map((header, index) => ({
          key: String(index),
          header,
          card: index === 0 ? ('title' as const) : undefined,
          render: (row: string[]) => row[index],
        }))}
      />
    </section>
  )
}
