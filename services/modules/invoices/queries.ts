import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { type Paged, type PageRequest, paged } from '../../core/paging.ts'
import { terbilang } from './amounts.ts'
import type { Invoice, InvoiceSummary } from './contract.ts'
import {
  base,
  filtered,
  type InvoiceFilters,
  keyRows,
  MANY_NAMES,
  matchingNames,
  OVERDUE,
  type Qb,
} from './filters.ts'
import { summarizeInvoices } from './summary.ts'
import type { InvoiceTables } from './tables.ts'

// The only reads of the invoices read table. The customer's name and address and the contract's
// number are joined at read time. A search reads invoice_search, the counters-answerable filters
// invoices_counts (both kept by triggers, docs/adr/0015).

export { type InvoiceFilters, MANY_NAMES, matchingNames } from './filters.ts'
export { summarizeInvoices } from './summary.ts'

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

// Whose invoice it is, for the ownership check of the routes a customer may call.
export async function invoiceOwner(db: DbOrTrx, id: number) {
  return db
    .withTables<InvoiceTables>()
    .selectFrom('invoices')
    .select('idpelanggan')
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

// The overdue invoices (terbit, belum lunas, past jatuh_tempo in Jakarta): how many, their total,
// and the first `limit`, longest overdue first (the admin home's "needs attention").
export async function overdueInvoices(db: DbOrTrx, limit: number) {
  const filters: InvoiceFilters = { terlambat: true }
  const totals = await summarizeInvoices(db, filters)
  const rows = await columns(filtered(base(db), filters))
    .orderBy('i.jatuh_tempo')
    .orderBy('i.idtagihan')
    .limit(limit)
    .execute()
  return { jumlah: totals.n, total: totals.total_belum_lunas, data: rows.map(toInvoice) }
}
