import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { type Paged, type PageRequest, paged } from '../../core/paging.ts'
import type { CustomerTables } from '../customers/index.ts'
import type { ScheduleTables } from '../schedules/index.ts'
import type { TechnicianTables } from '../technicians/index.ts'
import type { Application } from './records.ts'
import type { PesticideTables } from './tables.ts'

// The reads of the applications: a visit's (its page), a customer's or a site's period (the CSV and
// the monthly PDF). The product's name and registration number are joined when read.
type Tables = PesticideTables & TechnicianTables & CustomerTables & ScheduleTables

export type ApplicationFilters = {
  idpenjadwalan?: number | undefined
  idpelanggan?: number | undefined
  idteknisi?: number | undefined
  idarea?: number | undefined
  idlokasi?: number | undefined
  dari?: string | undefined
  sampai?: string | undefined
}

const applicationsOnly = (db: DbOrTrx) => db.withTables<Tables>().selectFrom('pesticide_applications as a')

function filtered(db: DbOrTrx, filters: ApplicationFilters) {
  let query = applicationsOnly(db)
  if (filters.idpenjadwalan !== undefined) query = query.where('a.idpenjadwalan', '=', filters.idpenjadwalan)
  if (filters.idpelanggan !== undefined) query = query.where('a.idpelanggan', '=', filters.idpelanggan)
  if (filters.idteknisi !== undefined) query = query.where('a.idteknisi', '=', filters.idteknisi)
  if (filters.idarea !== undefined) query = query.where('a.idarea', '=', filters.idarea)
  // A site's applications are those of the visits that name it (the visit carries the site).
  if (filters.idlokasi !== undefined) {
    const idlokasi = filters.idlokasi
    query = query.where('a.idpenjadwalan', 'in', (eb) =>
      eb.selectFrom('schedules as s').select('s.idpenjadwalan').where('s.idlokasi', '=', idlokasi),
    )
  }
  if (filters.dari) query = query.where('a.tanggal', '>=', filters.dari)
  if (filters.sampai) query = query.where('a.tanggal', '<=', filters.sampai)
  return query
}

const columns = (query: ReturnType<typeof applicationsOnly>) =>
  query
    .innerJoin('pesticides as p', 'p.idpestisida', 'a.idpestisida')
    .leftJoin('customers as c', 'c.idpelanggan', 'a.idpelanggan')
    .leftJoin('technicians as t', 't.idteknisi', 'a.idteknisi')
    .select([
      'a.idpemakaian',
      'a.idpenjadwalan',
      'a.idpelanggan',
      'c.nama_pelanggan',
      'a.idteknisi',
      't.nama_teknisi',
      sql<string>`a.tanggal::text`.as('tanggal'),
      'a.idpestisida',
      'p.nama_dagang',
      'p.bahan_aktif',
      'p.kadar',
      'p.nomor_registrasi',
      'a.jumlah',
      'a.satuan',
      'a.pengenceran',
      'a.idarea',
      'a.metode',
      'a.catatan',
      'a.version',
      'a.created_at',
      'a.updated_at',
    ])
type Row = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>

const toApplication = (row: Row): Application => ({
  ...row,
  nama_pelanggan: row.nama_pelanggan ?? '',
  nama_teknisi: row.nama_teknisi ?? '',
  jumlah: Number(row.jumlah),
  satuan: row.satuan as Application['satuan'],
  metode: row.metode as Application['metode'],
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

export async function findApplication(db: DbOrTrx, id: number): Promise<Application | undefined> {
  const row = await columns(applicationsOnly(db)).where('a.idpemakaian', '=', id).executeTakeFirst()
  return row && toApplication(row)
}

// Oldest first (a visit's in the order recorded; a period by date).
export async function listApplications(
  db: DbOrTrx,
  filters: ApplicationFilters,
  request: PageRequest,
): Promise<Paged<Application>> {
  const counted = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = await columns(filtered(db, filters))
    .orderBy('a.tanggal')
    .orderBy('a.idpemakaian')
    .limit(request.limit)
    .offset(request.offset)
    .execute()
  return paged(rows.map(toApplication), Number(counted.n), request)
}

// Every matching application (the CSV, the monthly PDF), by date, in batches.
export async function* allApplications(db: DbOrTrx, filters: ApplicationFilters, batch = 1000) {
  for (let offset = 0; ; offset += batch) {
    const rows = await columns(filtered(db, filters))
      .orderBy('a.tanggal')
      .orderBy('a.idpemakaian')
      .limit(batch)
      .offset(offset)
      .execute()
    yield* rows.map(toApplication)
    if (rows.length < batch) return
  }
}

// Who an application belongs to: the visit's customer and technician (the routes' owner checks).
export function applicationOwners(db: DbOrTrx, id: number) {
  return db
    .withTables<PesticideTables>()
    .selectFrom('pesticide_applications')
    .select(['idpelanggan', 'idteknisi', 'idpenjadwalan'])
    .where('idpemakaian', '=', id)
    .executeTakeFirst()
    .then((row) => row && { ...row, idteknisi: row.idteknisi ?? undefined })
}
