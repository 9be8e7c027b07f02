import type { Selectable } from 'kysely'
import type { Db } from '../../core/database.ts'
import type { KatalogHarga, KatalogHargaInput } from './contract.ts'
import type { CatalogueTables, KatalogHargaTable } from './tables.ts'

// The only SQL of the catalogue: stored state in one table, rows mapped to the API shape here.

const table = (db: Db) => db.withTables<CatalogueTables>()

function toEntry(row: Selectable<KatalogHargaTable>): KatalogHarga {
  return {
    idkatalog_harga: row.idkatalog_harga,
    jenis_layanan: row.jenis_layanan,
    deskripsi: row.deskripsi,
    harga: row.harga,
    minimum_cost: row.minimum_cost,
    minimal_luasan: row.minimal_luasan,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

// Grouped by service name so entries of one service sit together; within it, the order they were added.
export async function listEntries(db: Db): Promise<KatalogHarga[]> {
  const rows = await table(db)
    .selectFrom('katalog_harga')
    .selectAll()
    .orderBy('jenis_layanan')
    .orderBy('idkatalog_harga')
    .execute()
  return rows.map(toEntry)
}

export async function findEntry(db: Db, id: number): Promise<KatalogHarga | undefined> {
  const row = await table(db)
    .selectFrom('katalog_harga')
    .selectAll()
    .where('idkatalog_harga', '=', id)
    .executeTakeFirst()
  return row && toEntry(row)
}

export async function insertEntry(db: Db, values: KatalogHargaInput): Promise<KatalogHarga> {
  const row = await table(db)
    .insertInto('katalog_harga')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow()
  return toEntry(row)
}

export async function updateEntry(
  db: Db,
  id: number,
  values: Partial<KatalogHargaInput>,
): Promise<KatalogHarga | undefined> {
  const row = await table(db)
    .updateTable('katalog_harga')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('idkatalog_harga', '=', id)
    .returningAll()
    .executeTakeFirst()
  return row && toEntry(row)
}

export async function deleteEntry(db: Db, id: number): Promise<boolean> {
  const result = await table(db)
    .deleteFrom('katalog_harga')
    .where('idkatalog_harga', '=', id)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function countEntries(db: Db): Promise<number> {
  const row = await table(db)
    .selectFrom('katalog_harga')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertEntries(db: Db, entries: KatalogHargaInput[]): Promise<number> {
  if (entries.length === 0) return 0
  const result = await table(db).insertInto('katalog_harga').values(entries).executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n)
}
