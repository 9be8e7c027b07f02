import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { likeContains } from '../../core/paging.ts'
import type { ContractTables } from '../contracts/index.ts'
import type { CustomerTables } from '../customers/index.ts'
import type { SiteTables } from '../sites/index.ts'
import type { TechnicianTables } from '../technicians/index.ts'
import type { ScheduleTables } from './tables.ts'

// The visits' filters as SQL, shared by the lists, their counts (counts.ts) and the calendar.

export type Tables = ScheduleTables & CustomerTables & TechnicianTables & ContractTables & SiteTables
export type ScheduleFilters = {
  startYear?: number
  endYear?: number
  nama_pelanggan?: string
  idteknisi?: number
  idpelanggan?: number
  status_penjadwalan?: string
  bulan?: number
  dari?: string
  sampai?: string
  // 'mendatang': upcoming visits first (nearest first), then past ones (latest first); the
  // customer's list. Otherwise the lists' order, tanggal then jam ascending.
  urutan?: 'mendatang'
}

// The customer's name is the read table's own copy (kept by triggers, ADR 0012); the address, the
// technician's name and the contract are looked up per row through their primary keys, so a page or
// a 1 000-row calendar batch costs index lookups, never a join over the 100 000-row tables.
export const base = (db: DbOrTrx) => db.withTables<Tables>().selectFrom('schedules as s')
export type Qb = ReturnType<typeof base>
export const schedulesOnly = base
export type SchedulesOnly = Qb

export function filtered<Q extends Qb | SchedulesOnly>(qb: Q, filters: ScheduleFilters): Q {
  let query = qb as unknown as SchedulesOnly
  const name = filters.nama_pelanggan?.trim()
  if (name) {
    // The visits' lower-case names in their narrow table, through its trigram index (schedule_search,
    // migration 2026-11-25T1400, docs/adr/0017): off the visits' rows, so a visit's command never
    // writes the trigram index. A page of a common name walks the lists' order index and tests each
    // visit by primary key; a rare name's few matches are fetched and sorted (the planner's choice).
    const pattern = likeContains(name)
    query = query.where('s.idpenjadwalan', 'in', (eb) =>
      eb
        .selectFrom('schedule_search as x')
        .select('x.idpenjadwalan')
        .where('x.customer_name_search', 'like', pattern),
    )
  }
  if (filters.startYear !== undefined) query = query.where('s.tanggal', '>=', `${filters.startYear}-01-01`)
  if (filters.endYear !== undefined) query = query.where('s.tanggal', '<=', `${filters.endYear}-12-31`)
  if (filters.dari !== undefined) query = query.where('s.tanggal', '>=', filters.dari)
  if (filters.sampai !== undefined) query = query.where('s.tanggal', '<=', filters.sampai)
  if (filters.bulan !== undefined) {
    query = query.where(sql<number>`extract(month from s.tanggal)::int`, '=', filters.bulan)
  }
  if (filters.idteknisi !== undefined) query = query.where('s.idteknisi', '=', filters.idteknisi)
  if (filters.idpelanggan !== undefined) query = query.where('s.idpelanggan', '=', filters.idpelanggan)
  if (filters.status_penjadwalan) query = query.where('s.status_penjadwalan', '=', filters.status_penjadwalan)
  return query as unknown as Q
}

export function lastDay(firstOfMonth: string): string {
  const [year, month] = firstOfMonth.split('-').map(Number)
  return new Date(Date.UTC(year!, month!, 0)).toISOString().slice(0, 10)
}
