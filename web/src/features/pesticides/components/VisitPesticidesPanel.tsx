import '../pesticides.css'
import { Alert } from '../../../components/Alert.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import type { VisitPanelProps } from '../../../lib/panels.tsx'
import { useVisitApplications } from '../api/pesticides-api.ts'
import { ApplicationsList } from './ApplicationsTable.tsx'

// On a visit's page (admin, customer): the pesticides applied, with their registration numbers.
export default function VisitPesticidesPanel({ visit }: VisitPanelProps) {
  const { data, error } = useVisitApplications(visit.idpenjadwalan)
  const headingId = `pestisida-kunjungan-${visit.idpenjadwalan}`
  return (
    <section className="panel pesticide-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="pesticide-panel__title">
        Pestisida yang digunakan
      </h2>
      {error ? (
        <Alert tone="error">{error.message}</Alert>
      ) : !data ? (
        <Spinner label="Memuat pestisida..." />
      ) : data.data.length === 0 ? (
        <p className="muted">Belum ada pestisida yang dicatat.</p>
      ) : (
        <ApplicationsList applications={data.data} />
      )}
    </section>
  )
}
