import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { likeContains, type Paged, type PageRequest, paged } from '../../core/paging.ts'
import type { ContractTables } from '../contracts/index.ts'
import type { CustomerTables } from '../customers/index.ts'
import { terbilang } from './amounts.ts'
import type { Invoice, InvoiceSummary, StatusPembayaran, StatusTagihan } from './contract.ts'
import type { InvoiceTables } from './tables.ts'

// The only reads of the invoices read table. The customer's name and address and the contract's
// number are joined at read time. A search reads invoice_search, the counters-answerable filters
// invoices_counts (both kept by triggers, docs/adr/0015).

type Tables = InvoiceTables & CustomerTables & ContractTables
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
const TODAY = sql<string>`(select (now() at time zone 'Asia/Jakarta')::date)`
const OVERDUE = sql<boolean>`(i.status = 'terbit' and i.status_pembayaran = 'belum lunas' and i.jatuh_tempo < ${TODAY})`

const base = (db: DbOrTrx) =>
  db
    .withTables<Tables>()
    .selectFrom('invoices as i')
    .leftJoin('customers as p', 'p.idpelanggan', 'i.idpelanggan')
    .leftJoin('contracts as k', 'k.idkontrak', 'i.idkontrak')
type Qb = ReturnType<typeof base>
const invoicesOnly = (db: DbOrTrx) => db.withTables<Tables>().selectFrom('invoices as i')
type InvoicesOnly = ReturnType<typeof invoicesOnly>
// The rows a count, a sum or a page's ids are taken from: with a search, the narrow invoice_search
// (one row per invoice, the same names for every filtered and summed column, docs/adr/0015), so the
// search's bitmap never reads the invoices' wide rows; else the invoices.
const keyRows = (db: DbOrTrx, filters: InvoiceFilters): InvoicesOnly =>
  filters.search_query?.trim()
    ? (db.withTables<Tables>().selectFrom('invoice_search as i') as unknown as InvoicesOnly)
    : invoicesOnly(db)

const columns = (qb: Qb) =>
  qb.select([
    'i.idtagihan',
    'i.nomor_tagihan',
    'i.idpelanggan',
    'p.nama_pelanggan',
    'p.alamat',
    'i.idkontrak',
    'k.nomor_kontrak',
    'i.idpenjadwalan',
    'i.tanggal_tagihan',
    'i.jatuh_tempo',
    'i.items',
    'i.diskon',
    'i.ppn_persen',
    'i.potong_pph23',
    'i.subtotal',
    'i.dpp',
    'i.ppn',
    'i.total',
    'i.pph23',
    'i.jumlah_dibayar',
    'i.status_pembayaran',
    'i.tanggal_bayar',
    'i.bukti_key',
    'i.status',
    OVERDUE.as('terlambat'),
    'i.catatan',
    'i.version',
    'i.created_at',
    'i.updated_at',
  ])

type Row = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>

function toInvoice(row: Row): Invoice {
  const { bukti_key, alamat, ...rest } = row
  return {
    ...rest,
    nama_pelanggan: row.nama_pelanggan ?? '',
    alamat_pelanggan: alamat ?? '',
    nomor_kontrak: row.nomor_kontrak ?? null,
    terbilang: terbilang(row.total),
    bukti_bayar: bukti_key === null ? null : `/api/tagihan/bukti/${row.idtagihan}`,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

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
const nameMatches = (names: string[] | null, pattern: string) =>
  names === null
    ? sql<boolean>`i.nama_search like ${pattern}`
    : sql<boolean>`i.nama_search = any(${names}::text[])`

// The search looks in the invoice's number and its customer's code (invoice_search.search_text,
// trigram-indexed) and the customer's name (nama_search, one of the matching names: a btree), both
// kept in lower case. On invoice_search itself (keyRows) they are its own columns; from the invoices
// (the export), the matching ids. The totals take another path (summarizeSearch).
function filtered<Q extends Qb | InvoicesOnly>(
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

export async function findInvoice(db: DbOrTrx, id: number): Promise<Invoice | undefined> {
  const row = await columns(base(db)).where('i.idtagihan', '=', id).executeTakeFirst()
  return row && toInvoice(row)
}

export async function findInvoiceProof(db: DbOrTrx, id: number) {
  return db
    .withTables<InvoiceTables>()
    .selectFrom('invoices')
    .select(['bukti_key', 'bukti_nama', 'bukti_tipe'])
    .where('idtagihan', '=', id)
    .executeTakeFirst()
}

// Whether any invoice points at the record (a contract or a visit that must not be deleted).
export async function invoicesUsing(db: DbOrTrx, column: 'idkontrak' | 'idpenjadwalan', id: number) {
  const row = await db
    .withTables<InvoiceTables>()
    .selectFrom('invoices')
    .select('idtagihan')
    .where(column, '=', id)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

const FEW_MATCHES = 500

export type InvoicePage = Paged<Invoice> & { ringkasan: InvoiceSummary }

// Newest first (ids are given in the issuing transaction, in order); `page` is zero-based. The
// count and the summary of every filtered row come from one pass over the invoices alone.
export async function listInvoices(
  db: DbOrTrx,
  filters: InvoiceFilters,
  request: PageRequest,
  many = MANY_NAMES,
): Promise<InvoicePage> {
  const { offset, limit } = request
  const names = await matchingNames(db, filters, many)
  const totals = await summarizeInvoices(db, filters, names)
  const totalRows = totals.n
  // A page in the back half is read from the other end of the index, so the last page costs what
  // the first does; only the page's rows are joined to their customer and contract.
  const fromEnd = offset > totalRows / 2
  const take = fromEnd ? Math.max(0, Math.min(limit, totalRows - offset)) : limit
  // A search matching few invoices (a number, a code) takes them from its indexes and sorts them
  // (`+ 0` keeps the planner off walking the ids): its estimate of a LIKE is a guess, and a walk
  // from the newest id past 57 000 rows to old numbers cost 14–21 ms instead of 1 (docs/adr/0023).
  const order =
    filters.search_query?.trim() && totalRows <= FEW_MATCHES
      ? sql<number>`i.idtagihan + 0`
      : sql<number>`i.idtagihan`
  const ids =
    take === 0
      ? []
      : (
          await filtered(keyRows(db, filters), filters, true, names)
            .select('i.idtagihan')
            .orderBy(order, fromEnd ? 'asc' : 'desc')
            .limit(take)
            .offset(fromEnd ? totalRows - offset - take : offset)
            .execute()
        ).map((row) => row.idtagihan)
  const rows =
    ids.length === 0
      ? []
      : await columns(base(db)).where('i.idtagihan', 'in', ids).orderBy('i.idtagihan', 'desc').execute()
  return {
    ...paged(rows.map(toInvoice), totalRows, request),
    ringkasan: {
      total_belum_lunas: totals.total_belum_lunas,
      total_lunas: totals.total_lunas,
      jumlah_terlambat: totals.jumlah_terlambat,
    },
  }
}

type Totals = InvoiceSummary & { n: number }
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

// Every matching invoice for the CSV export, newest first, in batches so memory stays flat.
export async function* allInvoices(db: DbOrTrx, filters: InvoiceFilters, batch = 1000) {
  const names = await matchingNames(db, filters)
  let after: number | null = null
  for (;;) {
    let query = columns(filtered(base(db), filters, false, names))
    if (after !== null) query = query.where('i.idtagihan', '<', after)
    const rows = await query.orderBy('i.idtagihan', 'desc').limit(batch).execute()
    for (const row of rows) yield toInvoice(row)
    if (rows.length < batch) return
    after = rows.at(-1)!.idtagihan
  }
}
