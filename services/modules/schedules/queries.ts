import { sql } from 'kysely'
import { ValidationError } from '../../core/errors.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { likeContains, type Paged, type PageRequest, paged } from '../../core/paging.ts'
import type { ContractTables } from '../contracts/index.ts'
import type { CustomerTables } from '../customers/index.ts'
import type { TechnicianTables } from '../technicians/index.ts'
import { type Clash, periodeKontrak, type Schedule, type TreatmentRow } from './contract.ts'
import type { ScheduleTables } from './tables.ts'

// The only reads of the schedules read table. Customer, technician and contract names are joined
// from their modules' read tables when read, so a rename shows on every visit at once; the page's
// ids are found on the schedules alone and only that page's rows are joined.

type Tables = ScheduleTables & CustomerTables & TechnicianTables & ContractTables
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
}

// The customer's name is the read table's own copy (kept by triggers, ADR 0012); the address, the
// technician's name and the contract are looked up per row through their primary keys, so a page or
// a 1 000-row calendar batch costs index lookups, never a join over the 100 000-row tables.
const base = (db: DbOrTrx) => db.withTables<Tables>().selectFrom('schedules as s')
type Qb = ReturnType<typeof base>
const schedulesOnly = base
type SchedulesOnly = Qb

const columns = (qb: Qb) =>
  qb.select((eb) => [
    's.idpenjadwalan',
    's.idpelanggan',
    's.nama_pelanggan',
    's.lokasi',
    eb
      .selectFrom('customers as p')
      .select('p.alamat')
      .whereRef('p.idpelanggan', '=', 's.idpelanggan')
      .as('alamat'),
    's.idteknisi',
    eb
      .selectFrom('technicians as t')
      .select('t.nama_teknisi')
      .whereRef('t.idteknisi', '=', 's.idteknisi')
      .as('nama_teknisi'),
    's.idkontrak',
    eb
      .selectFrom('contracts as k')
      .select('k.nomor_kontrak')
      .whereRef('k.idkontrak', '=', 's.idkontrak')
      .as('nomor_kontrak'),
    eb
      .selectFrom('contracts as k')
      .select('k.tanggal_mulai')
      .whereRef('k.idkontrak', '=', 's.idkontrak')
      .as('tanggal_mulai'),
    eb
      .selectFrom('contracts as k')
      .select('k.tanggal_selesai')
      .whereRef('k.idkontrak', '=', 's.idkontrak')
      .as('tanggal_selesai'),
    's.tanggal',
    's.jam',
    's.jenis_pekerjaan',
    's.jumlah_kunjungan',
    's.status_penjadwalan',
    's.catatan',
    's.hasil_kunjungan',
    's.version',
    's.created_at',
    's.updated_at',
  ])
type Row = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>

export const photoLink = (idpenjadwalan: number, n: number) => `/api/penjadwalan/foto/${idpenjadwalan}/${n}`

function toSchedule(row: Row): Schedule {
  const { alamat, tanggal_mulai, tanggal_selesai, hasil_kunjungan, ...rest } = row
  return {
    ...rest,
    nama_pelanggan: row.nama_pelanggan ?? '',
    lokasi: row.lokasi ?? alamat ?? '',
    nama_teknisi: row.nama_teknisi ?? '',
    nomor_kontrak: row.nomor_kontrak ?? null,
    periode_kontrak: tanggal_mulai && tanggal_selesai ? periodeKontrak(tanggal_mulai, tanggal_selesai) : null,
    status_penjadwalan: row.status_penjadwalan as Schedule['status_penjadwalan'],
    hasil_kunjungan:
      hasil_kunjungan === null
        ? null
        : {
            ...hasil_kunjungan,
            foto: hasil_kunjungan.foto.map((_key, n) => photoLink(row.idpenjadwalan, n + 1)),
          },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

function filtered<Q extends Qb | SchedulesOnly>(qb: Q, filters: ScheduleFilters): Q {
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

export async function findSchedule(db: DbOrTrx, id: number): Promise<Schedule | undefined> {
  const row = await columns(base(db)).where('s.idpenjadwalan', '=', id).executeTakeFirst()
  return row && toSchedule(row)
}

// Who a visit belongs to, for the ownership checks of the routes.
export async function scheduleOwners(db: DbOrTrx, id: number) {
  return db
    .withTables<ScheduleTables>()
    .selectFrom('schedules')
    .select(['idpelanggan', 'idteknisi', 'hasil_kunjungan'])
    .where('idpenjadwalan', '=', id)
    .executeTakeFirst()
}

type Direction = 'asc' | 'desc'
// The lists' order (tanggal, jam, idpenjadwalan), or its reverse for a page read from the end.
const ORDER = (direction: Direction) =>
  sql`s.tanggal ${sql.raw(direction)}, s.jam ${sql.raw(direction)}, s.idpenjadwalan ${sql.raw(direction)}`

// Sorted by tanggal then jam, ascending (domain-model.md); `page` is zero-based. A page in the
// back half is read from the other end of the index, so the last page costs what the first does.
export async function listSchedules(
  db: DbOrTrx,
  filters: ScheduleFilters,
  request: PageRequest,
): Promise<Paged<Schedule>> {
  const { offset, limit } = request
  const totalRows = await countSchedules(db, filters)
  const fromEnd = offset > totalRows / 2
  const take = fromEnd ? Math.max(0, Math.min(limit, totalRows - offset)) : limit
  const ids =
    take === 0
      ? []
      : (
          await filtered(schedulesOnly(db), filters)
            .select('s.idpenjadwalan')
            .orderBy(ORDER(fromEnd ? 'desc' : 'asc'))
            .limit(take)
            .offset(fromEnd ? totalRows - offset - take : offset)
            .execute()
        ).map((row) => row.idpenjadwalan)
  const rows = ids.length === 0 ? [] : await byIds(db, ids)
  return paged(rows, totalRows, request)
}

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

// The calendar shows at most this many visits; a wider range answers 400 (docs/adr/0014).
export const CALENDAR_MAX = 1000
export const CALENDAR_TOO_MANY =
  'Terlalu banyak kunjungan untuk ditampilkan di kalender (lebih dari 1000): pilih teknisi atau rentang yang lebih pendek'

// GET /api/penjadwalan/kalender: the range's visits, or 400 when there are more than a screen shows.
export async function calendarSchedules(db: DbOrTrx, filters: ScheduleFilters): Promise<Schedule[]> {
  if (await moreSchedulesThan(db, filters, CALENDAR_MAX)) throw new ValidationError(CALENDAR_TOO_MANY)
  return collectSchedules(db, filters)
}

async function byIds(db: DbOrTrx, ids: number[]): Promise<Schedule[]> {
  const rows = await columns(base(db))
    .where('s.idpenjadwalan', 'in', ids)
    .orderBy('s.tanggal')
    .orderBy('s.jam')
    .orderBy('s.idpenjadwalan')
    .execute()
  return rows.map(toSchedule)
}

// Every matching visit (the calendar's range, getAllData, the export), in the lists' order, in
// batches so memory stays flat; `max` stops early.
export async function* allSchedules(db: DbOrTrx, filters: ScheduleFilters, max = Number.POSITIVE_INFINITY) {
  const batch = 1000
  let given = 0
  let after: { tanggal: string; jam: string | null; id: number } | null = null
  for (;;) {
    let query = filtered(schedulesOnly(db), filters).select(['s.idpenjadwalan', 's.tanggal', 's.jam'])
    if (after !== null) {
      const { tanggal, jam, id } = after
      // The row after (tanggal, jam, id) in ascending order with jam's nulls last.
      query = query.where(
        jam === null
          ? sql<boolean>`(s.tanggal > ${tanggal} or (s.tanggal = ${tanggal} and s.jam is null and s.idpenjadwalan > ${id}))`
          : sql<boolean>`(s.tanggal > ${tanggal} or (s.tanggal = ${tanggal} and (s.jam > ${jam} or s.jam is null or (s.jam = ${jam} and s.idpenjadwalan > ${id}))))`,
      )
    }
    const keys = await query
      .orderBy(ORDER('asc'))
      .limit(Math.min(batch, max - given))
      .execute()
    if (keys.length > 0) {
      for (const row of await byIds(
        db,
        keys.map((key) => key.idpenjadwalan),
      ))
        yield row
    }
    given += keys.length
    if (keys.length < batch || given >= max) return
    const last = keys.at(-1)!
    after = { tanggal: last.tanggal, jam: last.jam, id: last.idpenjadwalan }
  }
}

export async function collectSchedules(db: DbOrTrx, filters: ScheduleFilters, max?: number) {
  const rows: Schedule[] = []
  for await (const row of allSchedules(db, filters, max)) rows.push(row)
  return rows
}

// The technician's other visits that day at the same time, or without a time (a warning only).
export async function findClashes(
  db: DbOrTrx,
  where: { idteknisi: number; tanggal: string; jam: string | null; kecuali?: number },
): Promise<Clash[]> {
  let query = db
    .withTables<Tables>()
    .selectFrom('schedules as s')
    .leftJoin('customers as p', 'p.idpelanggan', 's.idpelanggan')
    .select(['s.idpenjadwalan', 'p.nama_pelanggan', 's.tanggal', 's.jam'])
    .where('s.idteknisi', '=', where.idteknisi)
    .where('s.tanggal', '=', where.tanggal)
  if (where.jam !== null) {
    const jam = where.jam
    query = query.where((eb) => eb.or([eb('s.jam', '=', jam), eb('s.jam', 'is', null)]))
  }
  if (where.kecuali !== undefined) query = query.where('s.idpenjadwalan', '<>', where.kecuali)
  const rows = await query.orderBy('s.jam').orderBy('s.idpenjadwalan').execute()
  return rows.map((row) => ({ ...row, nama_pelanggan: row.nama_pelanggan ?? '' }))
}

// POST /api/teknisi/laporantreatment/{id}: the technician's visits of a month in one status.
export async function treatmentRows(
  db: DbOrTrx,
  where: { idteknisi: number; tahun: number; bulan: number; status: string },
): Promise<TreatmentRow[]> {
  const from = `${where.tahun}-${String(where.bulan).padStart(2, '0')}-01`
  const rows = await collectSchedules(db, {
    idteknisi: where.idteknisi,
    dari: from,
    sampai: lastDay(from),
    status_penjadwalan: where.status,
  })
  return rows.map((row) => ({
    idpenjadwalan: row.idpenjadwalan,
    nama_pelanggan: row.nama_pelanggan,
    lokasi: row.lokasi,
    periode_kontrak: row.periode_kontrak,
    jenis_pekerjaan: row.jenis_pekerjaan,
    jumlah_kunjungan: row.jumlah_kunjungan,
    tanggal: row.tanggal,
    status_penjadwalan: row.status_penjadwalan,
  }))
}

function lastDay(firstOfMonth: string): string {
  const [year, month] = firstOfMonth.split('-').map(Number)
  return new Date(Date.UTC(year!, month!, 0)).toISOString().slice(0, 10)
}

// The contract's visits by number (buatJadwal adds the missing numbers only).
export async function contractVisitNumbers(db: DbOrTrx, idkontrak: number): Promise<number[]> {
  const rows = await db
    .withTables<ScheduleTables>()
    .selectFrom('schedules')
    .select('jumlah_kunjungan')
    .where('idkontrak', '=', idkontrak)
    .execute()
  return rows.map((row) => row.jumlah_kunjungan)
}

// The next visit number: within the contract, else within the customer's visits without one.
export async function nextVisitNumber(db: DbOrTrx, idpelanggan: number, idkontrak: number | null) {
  let query = db
    .withTables<ScheduleTables>()
    .selectFrom('schedules')
    .select((eb) => eb.fn.coalesce(eb.fn.max('jumlah_kunjungan'), sql<number>`0`).as('n'))
  query =
    idkontrak === null
      ? query.where('idpelanggan', '=', idpelanggan).where('idkontrak', 'is', null)
      : query.where('idkontrak', '=', idkontrak)
  const { n } = await query.executeTakeFirstOrThrow()
  return Number(n) + 1
}
