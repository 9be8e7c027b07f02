import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { likeContains } from '../../core/paging.ts'
import type { InvoiceSummary } from './contract.ts'
import {
  filtered,
  type InvoiceFilters,
  type InvoicesOnly,
  invoicesOnly,
  keyRows,
  matchingNames,
  nameMatches,
  OVERDUE,
  type Tables,
  TODAY,
} from './filters.ts'

// totalRows and the ringkasan of an invoice list.

export type Totals = InvoiceSummary & { n: number }
const toTotals = (row: Record<keyof Totals, unknown>): Totals => ({
  n: Number(row.n),
  total_belum_lunas: Number(row.total_belum_lunas),
  total_lunas: Number(row.total_lunas),
  jumlah_terlambat: Number(row.jumlah_terlambat),
})

// The filters invoices_counts answers exactly: everything but the search and the customer.
const COUNTED = new Set(['status_pembayaran', 'status', 'tahun', 'bulan', 'terlambat'])

// totalRows and the ringkasan of the filtered invoices: sums over invoices_counts when the filters
// allow (a few hundred rows instead of every invoice, docs/adr/0015), else one pass over the
// filtered invoices alone (the search's or the customer's index narrows them first). Exact either way.
export async function summarizeInvoices(
  db: DbOrTrx,
  filters: InvoiceFilters,
  names?: string[] | null,
): Promise<Totals> {
  const used = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')
  if (used.every(([key]) => COUNTED.has(key))) {
    let query = db.withTables<Tables>().selectFrom('invoices_counts as c')
    if (filters.status_pembayaran) query = query.where('c.status_pembayaran', '=', filters.status_pembayaran)
    if (filters.status) query = query.where('c.status', '=', filters.status)
    if (filters.tahun !== undefined) query = query.where('c.tahun', '=', filters.tahun)
    if (filters.bulan !== undefined) query = query.where('c.bulan', '=', filters.bulan)
    // Only an issued unpaid invoice has a real due date in the key; the others have 'infinity'.
    if (filters.terlambat === true) query = query.where('c.jatuh_tempo', '<', TODAY)
    if (filters.terlambat === false) query = query.where('c.jatuh_tempo', '>=', TODAY)
    const row = await query
      .select([
        sql<number>`coalesce(sum(c.n), 0)`.as('n'),
        sql<number>`coalesce(sum(c.total) filter (where c.status = 'terbit' and c.status_pembayaran = 'belum lunas'), 0)`.as(
          'total_belum_lunas',
        ),
        sql<number>`coalesce(sum(c.total) filter (where c.status = 'terbit' and c.status_pembayaran = 'lunas'), 0)`.as(
          'total_lunas',
        ),
        sql<number>`coalesce(sum(c.n) filter (where c.jatuh_tempo < ${TODAY}), 0)`.as('jumlah_terlambat'),
      ])
      .executeTakeFirstOrThrow()
    return toTotals(row)
  }
  if (filters.search_query?.trim())
    return summarizeSearch(db, filters, names === undefined ? await matchingNames(db, filters) : names)
  const row = await sums(filtered(keyRows(db, filters), filters, true)).executeTakeFirstOrThrow()
  return toTotals(row)
}

const sums = (query: InvoicesOnly) =>
  query.select([
    sql<number>`count(*)`.as('n'),
    sql<number>`coalesce(sum(i.total) filter (where i.status = 'terbit' and i.status_pembayaran = 'belum lunas'), 0)`.as(
      'total_belum_lunas',
    ),
    sql<number>`coalesce(sum(i.total) filter (where i.status = 'terbit' and i.status_pembayaran = 'lunas'), 0)`.as(
      'total_lunas',
    ),
    sql<number>`count(*) filter (where ${OVERDUE})`.as('jumlah_terlambat'),
  ])

// A search's totals as two disjoint parts (docs/adr/0023): the invoices whose customer's name
// matches, summed index-only on invoices_nama_idx one matching name at a time (the names come from
// invoice_names, a row per distinct name), and the invoices whose number or customer code matches
// but not their name, on invoice_search's trigram index (few, unless the text is a number's prefix).
// One statement; the two rows are added here.
async function summarizeSearch(
  db: DbOrTrx,
  filters: InvoiceFilters,
  names: string[] | null,
): Promise<Totals> {
  const pattern = likeContains(filters.search_query!.trim())
  const rest = { ...filters, search_query: undefined }
  const byNumberOrCode = sums(
    filtered(keyRows(db, filters), rest, true)
      .where(sql<string>`i.search_text`, 'like', pattern)
      .where(sql<string>`i.nama_search`, 'not like', pattern),
  )
  if (names !== null && names.length === 0) return toTotals(await byNumberOrCode.executeTakeFirstOrThrow())
  const byName = sums(filtered(invoicesOnly(db), rest).where(nameMatches(names, pattern)))
  const rows = (await byName.unionAll(byNumberOrCode).execute()).map(toTotals)
  return rows.reduce((a, b) => ({
    n: a.n + b.n,
    total_belum_lunas: a.total_belum_lunas + b.total_belum_lunas,
    total_lunas: a.total_lunas + b.total_lunas,
    jumlah_terlambat: a.jumlah_terlambat + b.jumlah_terlambat,
  }))
}
