import type { CorrectiveAction } from '@services/modules/corrective-actions/contract.ts'
import '../corrective-actions.css'
import { Link } from 'react-router'
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx'
import { VisitPhoto } from '../../../components/VisitReport.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { formatDate, formatDateTime } from '../../../lib/format.ts'
import type { SitePanelProps } from '../../../lib/panels.tsx'
import { paths } from '../../../lib/paths.ts'
import { useApi } from '../../../lib/use-api.ts'

type Answer = ApiSuccess<{
  terbuka: number
  terlambat: number
  ditutup: number
  tindakan: CorrectiveAction[]
}>

const STATUS: Record<CorrectiveAction['status'], string> = {
  terbuka: 'Terbuka',
  ditanggapi: 'Ditanggapi',
  terverifikasi: 'Terverifikasi',
  dibatalkan: 'Dibatalkan',
}

// The site page's corrective actions (issue 40 item 3): open ones first (overdue marked), then the
// closed ones with how they closed: the verification's note and photo, or the reason to cancel.
export default function SiteActionsPanel({ idlokasi, area }: SitePanelProps) {
  const { data, error } = useApi<Answer>(`/tindakanKorektif/lokasi/${idlokasi}`)
  const answer = data?.data
  return (
    <section aria-labelledby="site-actions-heading" className="site-page">
      <h2 id="site-actions-heading">Tindakan Korektif</h2>
      {error ? <p>{error.message}</p> : null}
      {answer ? (
        <>
          <p>
            {answer.terbuka} terbuka, {answer.terlambat} terlambat, {answer.ditutup} ditutup ·{' '}
            <Link to={area === 'admin' ? paths.admin.tindakanKorektif : paths.pelanggan.tindakanKorektif}>
              Semua tindakan korektif
            </Link>
          </p>
          <ResponsiveTable<CorrectiveAction>
            caption="Tindakan korektif lokasi ini"
            rows={answer.tindakan}
            rowKey={(action) => action.idtindakan}
            empty={<p>Belum ada tindakan korektif di lokasi ini.</p>}
            columns={[
              {
                key: 'status',
                header: 'Status',
                card: 'title',
                render: (action) => (
                  <>
                    {STATUS[action.status]}
                    {action.terlambat ? (
                      <strong className="site-actions__overdue"> · Terlambat</strong>
                    ) : null}
                  </>
                ),
              },
              { key: 'area', header: 'Area', render: (action) => action.nama_area ?? '-' },
              { key: 'temuan', header: 'Temuan', render: (action) => action.temuan },
              { key: 'tenggat', header: 'Tenggat', render: (action) => formatDate(action.tenggat) },
              {
                key: 'penutupan',
                header: 'Penutupan',
                render: (action) => <Closing action={action} />,
              },
            ]}
          />
        </>
      ) : null}
    </section>
  )
}

function Closing({ action }: { action: CorrectiveAction }) {
  if (action.status === 'dibatalkan') return <>Dibatalkan: {action.alasan_batal}</>
  if (action.status !== 'terverifikasi') return <>{action.komentar ? `Tanggapan: ${action.komentar}` : '-'}</>
  return (
    <>
      <p>
        Diverifikasi {action.ditutup ? formatDateTime(action.ditutup) : ''}: {action.catatan_verifikasi}
      </p>
      {action.foto_verifikasi ? (
        <VisitPhoto
          link={action.foto_verifikasi}
          alt={`Foto verifikasi tindakan korektif ${action.idtindakan}`}
        />
      ) : null}
    </>
  )
}
