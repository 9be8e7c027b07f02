import { STATUS_PENJADWALAN_OPTIONS } from '@services/modules/schedules/contract.ts'
import { activeFilters, FilterFold } from '../../../components/FilterFold.tsx'
import { ListSearchBox } from '../../../components/ListSearchBox.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { MONTH_NAMES } from '../../../lib/format.ts'
import type { ListStateHandle } from '../../../lib/use-list-state.ts'
import { TechnicianFilter } from './TechnicianFilter.tsx'

export const SCHEDULE_FILTERS = ['startYear', 'endYear', 'bulan', 'idteknisi', 'status_penjadwalan'] as const
export type ScheduleFilter = (typeof SCHEDULE_FILTERS)[number]
// The calendar's range is its own: it takes only these.
const CALENDAR_FILTERS: readonly ScheduleFilter[] = ['idteknisi', 'status_penjadwalan']

const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }))

function yearOptions(current: number): string[] {
  const years: string[] = []
  for (let year = current - 3; year <= current + 3; year += 1) years.push(String(year))
  return years
}

// The list's and the calendar's filters, kept in the address: customer name, technician, status,
// and for the list the year range and month (the calendar has its own range). On phones all but
// the name fold behind one Filter button that counts the ones shown and set.
export function ScheduleFilters({
  list,
  withPeriod,
  currentYear,
}: {
  list: ListStateHandle<ScheduleFilter>
  withPeriod: boolean
  currentYear: number
}) {
  const { filters } = list.state
  const years = yearOptions(currentYear)
  return (
    <search aria-label="Saring penjadwalan">
      <form
        className="list-screen__tools schedule-filters"
        onSubmit={(event) => {
          event.preventDefault()
          list.submitSearch()
        }}
      >
        <ListSearchBox
          label="Cari pelanggan"
          placeholder="Nama pelanggan"
          value={list.searchText}
          onChange={list.setSearchText}
        />
        <FilterFold active={activeFilters(filters, withPeriod ? SCHEDULE_FILTERS : CALENDAR_FILTERS)}>
          <TechnicianFilter value={filters.idteknisi} onChange={(id) => list.setFilter('idteknisi', id)} />
          <SelectField
            label="Status"
            name="status_penjadwalan"
            options={STATUS_PENJADWALAN_OPTIONS}
            placeholder="Semua status"
            value={filters.status_penjadwalan}
            onChange={(event) => list.setFilter('status_penjadwalan', event.target.value)}
          />
          {withPeriod ? (
            <>
              <SelectField
                label="Dari Tahun"
                name="startYear"
                options={
                  years.includes(filters.startYear) || !filters.startYear
                    ? years
                    : [filters.startYear, ...years]
                }
                placeholder="Semua tahun"
                value={filters.startYear}
                onChange={(event) => list.setFilter('startYear', event.target.value)}
              />
              <SelectField
                label="Sampai Tahun"
                name="endYear"
                options={
                  years.includes(filters.endYear) || !filters.endYear ? years : [filters.endYear, ...years]
                }
                placeholder="Semua tahun"
                value={filters.endYear}
                onChange={(event) => list.setFilter('endYear', event.target.value)}
              />
              <SelectField
                label="Bulan"
                name="bulan"
                options={MONTH_OPTIONS}
                placeholder="Semua bulan"
                value={filters.bulan}
                onChange={(event) => list.setFilter('bulan', event.target.value)}
              />
            </>
          ) : null}
        </FilterFold>
      </form>
    </search>
  )
}
