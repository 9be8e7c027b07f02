import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { likeContains } from '../../core/paging.ts'
import type { ContractTables } from '../contracts/index.ts'
import type { CustomerTables } from '../customers/index.ts'
import type { StatusPembayaran, StatusTagihan } from './contract.ts'
import type { InvoiceTables } from './tables.ts'

// The invoices' filters as SQL, shared by the list, its totals (summary.ts) and the export.

export type Tables = InvoiceTables & CustomerTables & ContractTables
export type InvoiceFilters = {
  search_query?: string
  status_pembayaran?: StatusPembayaran
  status?: StatusTagihan
  tahun?: number
  bulan?: number
  terlambat?: boolean
  idpelanggan?: number
}

// A scalar subquery, so PostgreSQL computes today once per statement (an init plan), not once per
// unpaid invoice a search sums (the time zone conversion was 7 % of that sum's CPU, docs/adr/0018).
export const TODAY = sql<string>`(select (now() at time zone 'Asia/Jakarta')::date)`
export const OVERDUE = sql<boolean>`(i.status = 'terbit' and i.status_pembayaran = 'belum lunas' and i.jatuh_tempo < ${TODAY})`

export const base = (db: DbOrTrx) =>
  db
    .withTables<Tables>()
    .selectFrom('invoices as i')
    .leftJoin('customers as p', 'p.idpelanggan', 'i.idpelanggan')
    .leftJoin('contracts as k', 'k.idkontrak', 'i.idkontrak')
export type Qb = ReturnType<typeof base>
export const invoicesOnly = (db: DbOrTrx) => db.withTables<Tables>().selectFrom('invoices as i')
export type InvoicesOnly = ReturnType<typeof invoicesOnly>
// The rows a count, a sum or a page's ids are taken from: with a search, the narrow invoice_search
// (one row per invoice, the same names for every filtered and summed column, docs/adr/0015), so the
// search's bitmap never reads the invoices' wide rows; else the invoices.
export const keyRows = (db: DbOrTrx, filters: InvoiceFilters): InvoicesOnly =>
  filters.search_query?.trim()
    ? (db.withTables<Tables>().selectFrom('invoice_search as i') as unknown as InvoicesOnly)
    : invoicesOnly(db)

// The distinct customer names (lower case) that hold a search text, from invoice_names (a row per
// name, docs/adr/0023). Read first and passed as a value, so the planner sees how many match. A
// short text can be held by most names ("a"): past `many` of them, `null` says "match the names by
// their text", one pass over the narrow rows, cheaper than probing tens of thousands one by one.
export const MANY_NAMES = 1000
export async function matchingNames(
  db: DbOrTrx,
  filters: InvoiceFilters,
  many = MANY_NAMES,
): Promise<string[] | null> {
  const search = filters.search_query?.trim()
  if (!search) return []
  const rows = await db
    .withTables<Tables>()
    .selectFrom('invoice_names')
    .select('nama_search')
    .where('nama_search', 'like', likeContains(search))
    .limit(many + 1)
    .execute()
  return rows.length > many ? null : rows.map((row) => row.nama_search)
}

// Which invoices' names match: one of the names found, or (too many) the text itself.
export const nameMatches = (names: string[] | null, pattern: string) =>
  names === null
    ? sql<boolean>`i.nama_search like ${pattern}`
    : sql<boolean>`i.nama_search = any(${names}::text[])`

// The search looks in the invoice's number and its customer's code (invoice_search.search_text,
// trigram-indexed) and the customer's name (nama_search, one of the matching names: a btree), both
// kept in lower case. On invoice_search itself (keyRows) they are its own columns; from the invoices
// (the export), the matching ids. The totals take another path (summarizeSearch).
export function filtered<Q extends Qb | InvoicesOnly>(
  qb: Q,
  filters: InvoiceFilters,
  onSearchRows = false,
  names: string[] | null = [],
): Q {
  let query = qb as unknown as InvoicesOnly
  const search = filters.search_query?.trim()
  if (search) {
    const pattern = likeContains(search)
    const matches =
      names !== null && names.length === 0
        ? sql<boolean>`i.search_text like ${pattern}`
        : sql<boolean>`(i.search_text like ${pattern} or ${nameMatches(names, pattern)})`
    query = onSearchRows
      ? query.where(matches)
      : query.where('i.idtagihan', 'in', (eb) =>
          eb
            .selectFrom('invoice_search as i')
            .select('i.idtagihan')
            .where(matches as never),
        )
  }
  if (filters.status_pembayaran) query = query.where('i.status_pembayaran', '=', filters.status_pembayaran)
  if (filters.status) query = query.where('i.status', '=', filters.status)
  if (filters.idpelanggan !== undefined) query = query.where('i.idpelanggan', '=', filters.idpelanggan)
  // A year (and month) as a date range, so the period index serves it; a month alone in any year.
  if (filters.tahun !== undefined) {
    const from =
      filters.bulan === undefined ? `${filters.tahun}-01-01` : monthStart(filters.tahun, filters.bulan)
    const to =
      filters.bulan === undefined
        ? `${filters.tahun + 1}-01-01`
        : filters.bulan === 12
          ? `${filters.tahun + 1}-01-01`
          : monthStart(filters.tahun, filters.bulan + 1)
    query = query.where('i.tanggal_tagihan', '>=', from).where('i.tanggal_tagihan', '<', to)
  } else if (filters.bulan !== undefined) {
    query = query.where(sql<number>`extract(month from i.tanggal_tagihan)`, '=', filters.bulan)
  }
  if (filters.terlambat === true) {
    query = query
      .where('i.status', '=', 'terbit')
      .where('i.status_pembayaran', '=', 'belum lunas')
      .where('i.jatuh_tempo', '<', TODAY)
  }
  if (filters.terlambat === false) query = query.where(sql<boolean>`not ${OVERDUE}`)
  return query as unknown as Q
}

const monthStart = (tahun: number, bulan: number) => `${tahun}-${String(bulan).padStart(2, '0')}-01`
