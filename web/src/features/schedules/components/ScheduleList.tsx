import type { Schedule } from '@services/modules/schedules/contract.ts'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { Pagination } from '../../../components/Pagination.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { formatNumber } from '../../../lib/format.ts'
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
  const { data, error, isLoading } = result
  return (
    <>
      <p className="list-screen__count" role="status">
        {data ? `${formatNumber(data.totalRows)} data ditemukan` : ''}
      </p>
      <div className="list-screen__body" aria-busy={isLoading || undefined}>
        {error && !data ? (
          <Alert tone="error">
            <p>{error.message}</p>
            <Button size="sm" variant="secondary" onClick={() => void result.mutate()}>
              Coba lagi
            </Button>
          </Alert>
        ) : !data ? (
          <Spinner size="lg" label="Memuat Penjadwalan..." />
        ) : (
          <VisitDayList visits={data.data} today={today} actions={actions} />
        )}
      </div>
      {data ? (
        <Pagination page={list.state.page} totalPage={data.totalPage} onPageChange={list.setPage} />
      ) : null}
    </>
  )
}
