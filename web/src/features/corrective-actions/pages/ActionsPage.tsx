import type { CorrectiveAction } from '@services/modules/corrective-actions/contract.ts'
import { Alert } from '../../../components/Alert.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'
import { ActionList } from '../components/ActionList.tsx'

type Answer = ApiSuccess<{
  terbuka: number
  terlambat: number
  ditutup: number
  tindakan: CorrectiveAction[]
}>
const READ = '/tindakanKorektif/getData'

// /admin-home/tindakan-korektif and /pelanggan/tindakan-korektif: the corrective actions (every
// site's, or the customer's own), open first (the most urgent due date first), with their counts;
// the admin cancels one with a reason, the customer answers one.
export function ActionsPage({ actor: who }: { actor: 'admin' | 'pelanggan' }) {
  const { data, error } = useApi<Answer>(READ)
  return (
    <section className="page">
      <h1>Tindakan Korektif</h1>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {data ? (
        <>
          <p>
            {data.data.terbuka} terbuka, {data.data.terlambat} terlambat, {data.data.ditutup} ditutup
          </p>
          <ActionList actions={data.data.tindakan} actor={who} reload={READ} />
        </>
      ) : error ? null : (
        <Spinner />
      )}
    </section>
  )
}

export default function AdminActionsPage() {
  return <ActionsPage actor="admin" />
}
