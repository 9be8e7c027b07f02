import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { likeContains } from '../../core/paging.ts'
import { filtered, lastDay, type ScheduleFilters, schedulesOnly, type Tables } from './filters.ts'

// The filters schedules_counts answers exactly: years, month, technician and status.
const COUNTED = new Set(['startYear', 'endYear', 'bulan', 'idteknisi', 'status_penjadwalan'])

// The number of matching visits: a sum over schedules_counts when the filters allow (a few rows
// instead of every visit, docs/adr/0014); with a name, from schedule_customers (one row per customer
// with its number of visits, docs/adr/0018): their sum for the name alone, the matching customers'
// visits in the range through schedules_pelanggan_idx with dates; else a count over the filtered
// rows (a technician, status or customer narrows them through an index first).
export async function countSchedules(db: DbOrTrx, filters: ScheduleFilters): Promise<number> {
  const used = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')
  if (used.every(([key]) => COUNTED.has(key))) {
    let query = db
      .withTables<Tables>()
      .selectFrom('schedules_counts as c')
      .select(sql<string>`coalesce(sum(c.n), 0)`.as('n'))
    if (filters.startYear !== undefined) query = query.where('c.tahun', '>=', filters.startYear)
    if (filters.endYear !== undefined) query = query.where('c.tahun', '<=', filters.endYear)
    if (filters.bulan !== undefined) query = query.where('c.bulan', '=', filters.bulan)
    if (filters.idteknisi !== undefined) query = query.where('c.idteknisi', '=', filters.idteknisi)
    if (filters.status_penjadwalan)
      query = query.where('c.status_penjadwalan', '=', filters.status_penjadwalan)
    return Number((await query.executeTakeFirstOrThrow()).n)
  }
  const name = filters.nama_pelanggan?.trim()
  if (name && used.every(([key]) => key === 'nama_pelanggan')) {
    // The name alone: the matching customers' numbers of visits, no visit read.
    const { n } = await db
      .withTables<Tables>()
      .selectFrom('schedule_customers as x')
      .select(sql<string>`coalesce(sum(x.n), 0)`.as('n'))
      .where('x.customer_name_search', 'like', likeContains(name))
      .executeTakeFirstOrThrow()
    return Number(n)
  }
  if (name && used.every(([key]) => DATED.has(key))) {
    // The name with dates only (the screen's year and month): the matching customers' visits in the
    // range, an index-only probe of schedules_pelanggan_idx (idpelanggan, tanggal) per customer,
    // instead of joining every matching visit to every visit of the range.
    const { nama_pelanggan: _name, ...dates } = filters
    const { n } = await filtered(schedulesOnly(db), monthAsRange(dates))
      .where('s.idpelanggan', 'in', (eb) =>
        eb
          .selectFrom('schedule_customers as x')
          .select('x.idpelanggan')
          .where('x.customer_name_search', 'like', likeContains(name)),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(n)
  }
  const { n } = await filtered(schedulesOnly(db), filters)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}

const DATED = new Set(['nama_pelanggan', 'startYear', 'endYear', 'bulan', 'dari', 'sampai'])

// One year and a month are one date range: a probe per customer then reads that month's visits only.
function monthAsRange(filters: ScheduleFilters): ScheduleFilters {
  const { startYear, endYear, bulan, dari, sampai } = filters
  if (startYear === undefined || startYear !== endYear || bulan === undefined) return filters
  if (dari !== undefined || sampai !== undefined) return filters
  const first = `${startYear}-${String(bulan).padStart(2, '0')}-01`
  const { startYear: _s, endYear: _e, bulan: _b, ...rest } = filters
  return { ...rest, dari: first, sampai: lastDay(first) }
}

// Whether more than `max` visits match (the calendar's cap): stops counting at max + 1.
export async function moreSchedulesThan(
  db: DbOrTrx,
  filters: ScheduleFilters,
  max: number,
): Promise<boolean> {
  const rows = await filtered(schedulesOnly(db), filters)
    .select('s.idpenjadwalan')
    .limit(max + 1)
    .execute()
  return rows.length > max
}
