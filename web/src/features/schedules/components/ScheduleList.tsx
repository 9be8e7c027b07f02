import type { Schedule } from '@services/modules/schedules/contract.ts'
import { ListResults } from '../../../components/ListResults.tsx'
import { type ListStateHandle, useListPage } from '../../../lib/use-list-state.ts'
import type { ScheduleFilter } from './ScheduleFilters.tsx'
import { VisitDayList } from './VisitDayList.tsx'

// The Daftar tab: one page of visits (sorted by date and time by the API), grouped by date.
export function ScheduleList({
  list,
  today,
  actions,
}: {
  list: ListStateHandle<ScheduleFilter>
  today: string
  actions: Parameters<typeof VisitDayList>[0]['actions']
}) {
  const result = useListPage<Schedule>(list.key)
  return (
    <ListResults
      result={result}
      page={list.state.page}
      onPageChange={list.setPage}
      loadingLabel="Memuat Penjadwalan..."
    >
      {(data) => <VisitDayList visits={data.data} today={today} actions={actions} />}
    </ListResults>
  )
}
