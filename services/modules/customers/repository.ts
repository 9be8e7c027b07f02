import type { Selectable } from 'kysely'
import type { Db } from '../../core/database.ts'
import type { Customer, CustomerInput } from './contract.ts'
import type { CustomersTable, CustomerTables } from './tables.ts'

// The only SQL of the customers module; rows are mapped to the API shape here.

const table = (db: Db) => db.withTables<CustomerTables>()

function toCustomer(row: Selectable<CustomersTable>): Customer {
  return {
    idpelanggan: row.idpelanggan,
    kode_pelanggan: row.kode_pelanggan,
    nama_pelanggan: row.nama_pelanggan,
    alamat: row.alamat,
    no_telp: row.no_telp,
    email: row.email,
    jenis_pekerjaan: row.jenis_pekerjaan,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

export async function findCustomer(db: Db, id: number): Promise<Customer | undefined> {
  const row = await table(db)
    .selectFrom('customers')
    .selectAll()
    .where('idpelanggan', '=', id)
    .executeTakeFirst()
  return row && toCustomer(row)
}

export async function findCustomerByKode(db: Db, kode: string): Promise<Customer | undefined> {
  const row = await table(db)
    .selectFrom('customers')
    .selectAll()
    .where('kode_pelanggan', '=', kode)
    .executeTakeFirst()
  return row && toCustomer(row)
}

export async function listCustomers(db: Db): Promise<Customer[]> {
  const rows = await table(db)
    .selectFrom('customers')
    .selectAll()
    .orderBy('nama_pelanggan')
    .orderBy('idpelanggan')
    .execute()
  return rows.map(toCustomer)
}

export async function insertCustomer(db: Db, values: CustomerInput): Promise<Customer> {
  const row = await table(db).insertInto('customers').values(values).returningAll().executeTakeFirstOrThrow()
  return toCustomer(row)
}

// Many at once, for `npm run seed:scale`; a code already taken is skipped, not an error.
export async function insertCustomers(
  db: Db,
  rows: (CustomerInput & { created_at?: string; updated_at?: string })[],
): Promise<number> {
  if (rows.length === 0) return 0
  const result = await table(db)
    .insertInto('customers')
    .values(rows)
    .onConflict((oc) => oc.column('kode_pelanggan').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n)
}
