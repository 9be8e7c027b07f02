import type { Selectable } from 'kysely'
import type { Db } from '../../core/database.ts'
import type { Technician, TechnicianInput } from './contract.ts'
import type { TechniciansTable, TechnicianTables } from './tables.ts'

// The only SQL of the technicians module; rows are mapped to the API shape here.

const table = (db: Db) => db.withTables<TechnicianTables>()

function toTechnician(row: Selectable<TechniciansTable>): Technician {
  return {
    idteknisi: row.idteknisi,
    nama_teknisi: row.nama_teknisi,
    no_telp: row.no_telp,
    alamat: row.alamat,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

export async function findTechnician(db: Db, id: number): Promise<Technician | undefined> {
  const row = await table(db)
    .selectFrom('technicians')
    .selectAll()
    .where('idteknisi', '=', id)
    .executeTakeFirst()
  return row && toTechnician(row)
}

export async function findTechnicianByName(db: Db, nama: string): Promise<Technician | undefined> {
  const row = await table(db)
    .selectFrom('technicians')
    .selectAll()
    .where('nama_teknisi', '=', nama)
    .orderBy('idteknisi')
    .executeTakeFirst()
  return row && toTechnician(row)
}

export async function listTechnicians(db: Db): Promise<Technician[]> {
  const rows = await table(db)
    .selectFrom('technicians')
    .selectAll()
    .orderBy('nama_teknisi')
    .orderBy('idteknisi')
    .execute()
  return rows.map(toTechnician)
}

export async function insertTechnician(db: Db, values: TechnicianInput): Promise<Technician> {
  const row = await table(db)
    .insertInto('technicians')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow()
  return toTechnician(row)
}

// Many at once, for `npm run seed:scale`.
export async function insertTechnicians(db: Db, rows: TechnicianInput[]): Promise<number> {
  if (rows.length === 0) return 0
  const result = await table(db).insertInto('technicians').values(rows).executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n)
}
