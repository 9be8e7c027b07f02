import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { type Paged, type PageRequest, paged } from '../../core/paging.ts'
import type { TechnicianTables } from '../technicians/index.ts'
import { type JenisLisensi, validOn } from './contract.ts'
import type { Licence } from './records.ts'
import type { PesticideTables } from './tables.ts'

// The reads of technicians' licences (a technician has a handful).
type Tables = PesticideTables & TechnicianTables
export type LicenceFilters = { idteknisi?: number | undefined; jenis_lisensi?: string | undefined }

const licencesOnly = (db: DbOrTrx) => db.withTables<Tables>().selectFrom('technician_licences as l')

const filtered = (db: DbOrTrx, filters: LicenceFilters) => {
  let query = licencesOnly(db)
  if (filters.idteknisi !== undefined) query = query.where('l.idteknisi', '=', filters.idteknisi)
  if (filters.jenis_lisensi) query = query.where('l.jenis_lisensi', '=', filters.jenis_lisensi)
  return query
}

const columns = (query: ReturnType<typeof licencesOnly>) =>
  query
    .leftJoin('technicians as t', 't.idteknisi', 'l.idteknisi')
    .select([
      'l.idlisensi',
      'l.idteknisi',
      't.nama_teknisi',
      'l.jenis_lisensi',
      'l.nomor',
      sql<string>`l.berlaku_sampai::text`.as('berlaku_sampai'),
      'l.nama_file',
      'l.version',
      'l.created_at',
      'l.updated_at',
    ])
type Row = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>

const toLicence =
  (today: string) =>
  (row: Row): Licence => ({
    idlisensi: row.idlisensi,
    idteknisi: row.idteknisi,
    nama_teknisi: row.nama_teknisi ?? '',
    jenis_lisensi: row.jenis_lisensi as JenisLisensi,
    nomor: row.nomor,
    berlaku_sampai: row.berlaku_sampai,
    berlaku: validOn(row.berlaku_sampai, today),
    file: row.nama_file === null ? null : `/api/lisensiTeknisi/file/${row.idlisensi}`,
    nama_file: row.nama_file,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  })

export async function findLicence(db: DbOrTrx, id: number): Promise<Licence | undefined> {
  const row = await columns(licencesOnly(db)).where('l.idlisensi', '=', id).executeTakeFirst()
  return row && toLicence(todayJakarta())(row)
}

// Soonest expiry first: what the technician's page shows.
export async function listLicences(
  db: DbOrTrx,
  filters: LicenceFilters,
  request: PageRequest,
): Promise<Paged<Licence>> {
  const counted = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = await columns(filtered(db, filters))
    .orderBy('l.berlaku_sampai')
    .orderBy('l.idlisensi')
    .limit(request.limit)
    .offset(request.offset)
    .execute()
  return paged(rows.map(toLicence(todayJakarta())), Number(counted.n), request)
}

export async function* allLicences(db: DbOrTrx, filters: LicenceFilters) {
  const rows = await columns(filtered(db, filters))
    .orderBy('l.berlaku_sampai')
    .orderBy('l.idlisensi')
    .execute()
  yield* rows.map(toLicence(todayJakarta()))
}

export function licenceKeys(db: DbOrTrx, id: number) {
  return db
    .withTables<PesticideTables>()
    .selectFrom('technician_licences')
    .select(['idteknisi', 'file_key', 'nama_file', 'file_tipe'])
    .where('idlisensi', '=', id)
    .executeTakeFirst()
}

// A technician's licences as the rules of an application read them.
export async function licenceFacts(db: DbOrTrx, idteknisi: number | null) {
  if (idteknisi === null) return []
  const rows = await db
    .withTables<PesticideTables>()
    .selectFrom('technician_licences')
    .select(['jenis_lisensi', sql<string>`berlaku_sampai::text`.as('berlaku_sampai')])
    .where('idteknisi', '=', idteknisi)
    .execute()
  return rows.map((row) => ({ ...row, jenis_lisensi: row.jenis_lisensi as JenisLisensi }))
}

// Licences still valid that expire within `days` of `today`, soonest first: the first `limit` and
// how many there are (the admin home's attention list).
export async function expiringLicences(db: DbOrTrx, today: string, days: number, limit: number) {
  const within = (query: ReturnType<typeof licencesOnly>) =>
    query
      .where('l.berlaku_sampai', '>=', sql<string>`${today}::date`)
      .where('l.berlaku_sampai', '<=', sql<string>`${today}::date + ${days}::integer`)
  const [counted, rows] = await Promise.all([
    within(licencesOnly(db))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    columns(within(licencesOnly(db)))
      .orderBy('l.berlaku_sampai')
      .orderBy('l.idlisensi')
      .limit(limit)
      .execute(),
  ])
  return { jumlah: Number(counted.n), data: rows.map(toLicence(today)) }
}
