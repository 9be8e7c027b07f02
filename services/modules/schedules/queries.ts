import { sql } from 'kysely'
import { ValidationError } from '../../core/errors.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { type Paged, type PageRequest, paged } from '../../core/paging.ts'
import type { Schedule } from './contract.ts'
import { countSchedules, moreSchedulesThan } from './counts.ts'
import { periodeKontrak } from './dates.ts'
import { base, filtered, type Qb, type ScheduleFilters, schedulesOnly } from './filters.ts'
import type { ScheduleTables } from './tables.ts'

export { countSchedules, moreSchedulesThan } from './counts.ts'
export { lastDay, type ScheduleFilters } from './filters.ts'

// The only reads of the schedules read table. Customer, technician and contract names are joined
// from their modules' read tables when read, so a rename shows on every visit at once; the page's
// ids are found on the schedules alone and only that page's rows are joined.

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
    eb
      .selectFrom('customers as p')
      .select('p.no_telp')
      .whereRef('p.idpelanggan', '=', 's.idpelanggan')
      .as('no_telp_pelanggan'),
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
    's.idlokasi',
    eb
      .selectFrom('sites as l')
      .select(sql<string>`l.kode_lokasi || ' – ' || l.nama_lokasi`.as('nama_lokasi'))
      .whereRef('l.idlokasi', '=', 's.idlokasi')
      .as('nama_lokasi'),
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
    no_telp_pelanggan: row.no_telp_pelanggan ?? '',
    nama_teknisi: row.nama_teknisi ?? '',
    nomor_kontrak: row.nomor_kontrak ?? null,
    idlokasi: row.idlokasi ?? null,
    nama_lokasi: row.nama_lokasi ?? null,
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

// Upcoming first (today on, nearest first), then the past (latest first): what a customer wants
// to see of its visits. Only ever asked with one customer's visits, a few hundred rows to sort.
const UPCOMING_FIRST = (today: string) =>
  sql`s.tanggal < ${today}::date, case when s.tanggal >= ${today}::date then s.tanggal end asc, s.tanggal desc, s.jam asc, s.idpenjadwalan asc`

async function upcomingFirstPage(db: DbOrTrx, filters: ScheduleFilters, request: PageRequest) {
  const ids = (
    await filtered(schedulesOnly(db), filters)
      .select('s.idpenjadwalan')
      .orderBy(UPCOMING_FIRST(todayJakarta()))
      .limit(request.limit)
      .offset(request.offset)
      .execute()
  ).map((row) => row.idpenjadwalan)
  const rows = ids.length === 0 ? [] : await byIds(db, ids)
  return rows.sort((a, b) => ids.indexOf(a.idpenjadwalan) - ids.indexOf(b.idpenjadwalan))
}

// Sorted by tanggal then jam, ascending (domain-model.md), or upcoming first (`urutan`); `page` is
// zero-based. A page in the back half is read from the other end of the index, so the last page
// costs what the first does.
export async function listSchedules(
  db: DbOrTrx,
  filters: ScheduleFilters,
  request: PageRequest,
): Promise<Paged<Schedule>> {
  const { offset, limit } = request
  // The order is no filter: the count's shortcuts read the filters alone.
  const { urutan, ...rowFilters } = filters
  const totalRows = await countSchedules(db, rowFilters)
  if (urutan === 'mendatang') {
    return paged(await upcomingFirstPage(db, filters, request), totalRows, request)
  }
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
