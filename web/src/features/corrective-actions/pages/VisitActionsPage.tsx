import type { CorrectiveAction } from '@services/modules/corrective-actions/contract.ts'
import type { VisitInspections } from '@services/modules/inspections/records.ts'
import { useParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'
import { ActionList } from '../components/ActionList.tsx'

type Answer = ApiSuccess<{ terbuka: number; tindakan: CorrectiveAction[] }>

// /teknisi/tindakan-korektif/{idpenjadwalan}: the open corrective actions of the visit's site, each
// verified at this visit with a note.
export default function VisitActionsPage() {
  const id = Number.parseInt(useParams().idPenjadwalan ?? '', 10)
  const visit = useApi<ApiSuccess<VisitInspections>>(Number.isInteger(id) ? `/pemeriksaan/${id}` : null)
  const idlokasi = visit.data?.data.idlokasi ?? null
  const key = idlokasi === null ? null : `/tindakanKorektif/lokasi/${idlokasi}`
  const actions = useApi<Answer>(key)
  const error = visit.error ?? actions.error
  return (
    <section className="page">
      <h1>Tindakan Korektif Lokasi</h1>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {actions.data && key ? (
        <ActionList
          actions={actions.data.data.tindakan.filter(
            (a) => a.status === 'terbuka' || a.status === 'ditanggapi',
          )}
          actor="teknisi"
          idpenjadwalan={id}
          reload={key}
        />
      ) : error ? null : (
        <Spinner />
      )}
    </section>
  )
}
