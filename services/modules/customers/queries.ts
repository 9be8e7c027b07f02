import { type Selectable, sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { countListRows, groupedFilters } from '../../core/list-counts.ts'
import { pageNewestFirst } from '../../core/paged-query.ts'
import { likeContains, type Paged, type PageRequest } from '../../core/paging.ts'
import { type KodeArea, parseKode } from './codes.ts'
import type { Customer, JenisPekerjaan, StatusAktif } from './contract.ts'
import type { CustomersTable, CustomerTables } from './tables.ts'

// Reads of the read table: the only SQL of the module besides the projection.

const MAX_ID = 2_147_483_647
const table = (db: DbOrTrx) => db.withTables<CustomerTables>()

// Ids come from the address as text: anything that cannot name a customer is "not found".
export function parseCustomerId(raw: unknown): number | null {
  const textual = typeof raw === 'number' ? String(raw) : raw
  if (typeof textual !== 'string' || !/^[1-9]\d{0,9}$/.test(textual)) return null
  const id = Number(textual)
  return id <= MAX_ID ? id : null
}

export function toCustomer(row: Selectable<CustomersTable>): Customer {
  return {
    ...row,
    persetujuan_email_laporan_pada: row.persetujuan_email_laporan_pada?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

export async function findCustomer(db: DbOrTrx, id: number): Promise<Customer | undefined> {
  const row = await table(db)
    .selectFrom('customers')
    .selectAll()
    .where('idpelanggan', '=', id)
    .executeTakeFirst()
  return row && toCustomer(row)
}

export async function findCustomerByKode(db: DbOrTrx, kode: string): Promise<Customer | undefined> {
  const row = await table(db)
    .selectFrom('customers')
    .selectAll()
    .where('kode_pelanggan', '=', kode)
    .executeTakeFirst()
  return row && toCustomer(row)
}

// Every customer, by name whatever its case (pick lists of other screens).
export async function listCustomers(db: DbOrTrx): Promise<Customer[]> {
  const rows = await table(db)
    .selectFrom('customers')
    .selectAll()
    .orderBy(sql`lower(nama_pelanggan)`)
    .orderBy('idpelanggan')
    .execute()
  return rows.map(toCustomer)
}

// The pick-list answer of GET /api/pelanggan/getAllData, built by PostgreSQL as JSON text (ADR 0013):
// only what a picker shows, so 100 000 customers are a few MB that Node passes through unparsed.
export async function customerChoicesJson(db: DbOrTrx): Promise<string> {
  const result = await sql<{ data: string }>`
    select coalesce(json_agg(c order by lower(c.nama_pelanggan), c.idpelanggan), '[]')::text as data
    from (select idpelanggan, kode_pelanggan, nama_pelanggan, status_aktif from customers) c
  `.execute(db)
  return result.rows[0]?.data ?? '[]'
}

export type CustomerFilters = {
  search_query?: string | undefined
  jenis_pekerjaan?: JenisPekerjaan | undefined
  status_aktif?: StatusAktif | undefined
}

// With a search, the count and the page's ids come from customer_search (docs/adr/0019): the
// list's search text, lower(code ' ' name ' ' address ' ' phone), stored in lower case with a trigram
// index, beside the filtered columns, so the search's bitmap rechecks a plain LIKE on narrow rows
// instead of computing lower() over the customers' wide ones. Only the page's rows are read from
// `customers`.
function searched(db: DbOrTrx, filters: CustomerFilters & { search_query: string }) {
  let query = table(db)
    .selectFrom('customer_search as s')
    .where('s.search_text', 'like', likeContains(filters.search_query))
  if (filters.jenis_pekerjaan) query = query.where('s.jenis_pekerjaan', '=', filters.jenis_pekerjaan)
  if (filters.status_aktif) query = query.where('s.status_aktif', '=', filters.status_aktif)
  return query
}

// The customers matching the filters; a search as the ids customer_search finds (the export).
function filtered(db: DbOrTrx, filters: CustomerFilters) {
  let query = table(db).selectFrom('customers')
  const search = filters.search_query?.trim()
  if (search) {
    query = query.where('idpelanggan', 'in', (eb) =>
      eb
        .selectFrom('customer_search')
        .select('idpelanggan')
        .where('search_text', 'like', likeContains(search)),
    )
  }
  if (filters.jenis_pekerjaan) query = query.where('jenis_pekerjaan', '=', filters.jenis_pekerjaan)
  if (filters.status_aktif) query = query.where('status_aktif', '=', filters.status_aktif)
  return query
}

// Newest first (ids grow with time).
export function pageCustomers(
  db: DbOrTrx,
  filters: CustomerFilters,
  page: PageRequest,
): Promise<Paged<Customer>> {
  const search = filters.search_query?.trim()
  if (search) {
    return pageNewestFirst({
      filtered: () => searched(db, { ...filters, search_query: search }),
      columns: (query) => query.innerJoin('customers as c', 'c.idpelanggan', 's.idpelanggan').selectAll('c'),
      newestBy: ['s.idpelanggan'],
      request: page,
      toRecord: toCustomer,
      search: { db, list: 'customers' },
    })
  }
  return pageNewestFirst({
    filtered: () => filtered(db, filters),
    columns: (query) => query.selectAll(),
    newestBy: ['idpelanggan'],
    request: page,
    toRecord: toCustomer,
    // Without a search every filter is a group of list_counts: a sum of a few rows.
    count: () =>
      countListRows(db, 'customers', groupedFilters(filters, ['jenis_pekerjaan', 'status_aktif']) ?? {}),
  })
}

export async function allFilteredCustomers(db: DbOrTrx, filters: CustomerFilters): Promise<Customer[]> {
  const rows = await filtered(db, filters).selectAll().orderBy('idpelanggan', 'desc').execute()
  return rows.map(toCustomer)
}

// The numbers of the area's codes in use.
export async function usedKodeNumbers(db: DbOrTrx, area: KodeArea): Promise<number[]> {
  const rows = await table(db)
    .selectFrom('customers')
    .select('kode_pelanggan')
    .where('kode_pelanggan', 'like', `TTSG-${area}-%`)
    .execute()
  return rows.flatMap((row) => {
    const parsed = parseKode(row.kode_pelanggan)
    return parsed && parsed.area === area ? [parsed.number] : []
  })
}
