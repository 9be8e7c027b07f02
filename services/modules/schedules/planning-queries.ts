import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { CustomerTables } from '../customers/index.ts'
import type { Clash } from './contract.ts'
import type { ScheduleTables } from './tables.ts'

// Reads made while a visit is planned: the technician's clashes and the visit's number.

type Tables = ScheduleTables & CustomerTables

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
