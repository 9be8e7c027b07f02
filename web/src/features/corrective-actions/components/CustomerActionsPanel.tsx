import type { CorrectiveAction } from '@services/modules/corrective-actions/contract.ts'
import { ReadSummaryPanel } from '../../../components/SummaryPanel.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { paths } from '../../../lib/paths.ts'
import { ActionList } from './ActionList.tsx'

type ActionsAnswer = { terbuka: number; terlambat: number; ditutup: number; tindakan: CorrectiveAction[] }
const READ = '/tindakanKorektif/getData'

// The customer home's corrective actions: open and overdue counts, each open one to answer.
export function CustomerActionsPanel() {
  return (
    <ReadSummaryPanel<ApiSuccess<ActionsAnswer>>
      read={READ}
      title="Tindakan Korektif"
      link={paths.pelanggan.tindakanKorektif}
      linkLabel="Lihat semua tindakan korektif"
    >
      {(answer) =>
        answer ? (
          <>
            <p>
              {answer.data.terbuka} terbuka, {answer.data.terlambat} terlambat, {answer.data.ditutup} ditutup
            </p>
            <ActionList
              actions={answer.data.tindakan.filter(
                (a) => a.status === 'terbuka' || a.status === 'ditanggapi',
              )}
              actor="pelanggan"
              reload={READ}
            />
          </>
        ) : null
      }
    </ReadSummaryPanel>
  )
}
