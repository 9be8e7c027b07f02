import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { countListRows } from '../../core/list-counts.ts'
import { pageNewestFirst } from '../../core/paged-query.ts'
import { likeContains, type Paged, type PageRequest } from '../../core/paging.ts'
import type { CustomerTables } from '../customers/index.ts'
import type { Report } from './contract.ts'
import type { ReportTables } from './tables.ts'

// The only reads of the reports read table; the customer's code, name and address are joined when
// read, for the page's rows only.

type Tables = ReportTables & CustomerTables
export type ReportFilters = {
  search_query?: string | undefined
  // The year of tanggal_laporan (the list's `tanggal_laporan` filter).
  tahun?: number | undefined
  // A customer's own reports.
  idpelanggan?: number | undefined
}

const reportsOnly = (db: DbOrTrx) => db.withTables<Tables>().selectFrom('reports as r')
type ReportsOnly = ReturnType<typeof reportsOnly>

function filtered(query: ReportsOnly, filters: ReportFilters): ReportsOnly {
  let result = query
  if (filters.search_query) result = result.where('r.search_text', 'like', likeContains(filters.search_query))
  if (filters.tahun !== undefined) {
    result = result
      .where('r.tanggal_laporan', '>=', `${filters.tahun}-01-01`)
      .where('r.tanggal_laporan', '<=', `${filters.tahun}-12-31`)
  }
  if (filters.idpelanggan !== undefined) result = result.where('r.idpelanggan', '=', filters.idpelanggan)
  return result
}

const columns = (query: ReportsOnly) =>
  query
    .leftJoin('customers as p', 'p.idpelanggan', 'r.idpelanggan')
    .select([
      'r.id_laporan',
      'r.idpelanggan',
      'p.kode_pelanggan',
      'p.nama_pelanggan',
      'p.alamat',
      'r.nama_file',
      sql<string>`r.tanggal_laporan::text`.as('tanggal_laporan'),
      'r.catatan',
      'r.version',
      'r.created_at',
      'r.updated_at',
    ])

type Row = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>

const toReport = (row: Row): Report => ({
  id_laporan: row.id_laporan,
  idpelanggan: row.idpelanggan,
  kode_pelanggan: row.kode_pelanggan ?? '',
  nama_pelanggan: row.nama_pelanggan ?? '',
  alamat: row.alamat ?? '',
  file_laporan: `/api/laporan/file/${row.id_laporan}`,
  nama_file_laporan: row.nama_file,
  tanggal_laporan: row.tanggal_laporan,
  catatan: row.catatan,
  version: row.version,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

export async function findReport(db: DbOrTrx, id: number): Promise<Report | undefined> {
  const row = await columns(reportsOnly(db)).where('r.id_laporan', '=', id).executeTakeFirst()
  return row && toReport(row)
}

// Newest first; without a search or a customer the total comes from the counts per year.
export function listReports(
  db: DbOrTrx,
  filters: ReportFilters,
  request: PageRequest,
): Promise<Paged<Report>> {
  return pageNewestFirst({
    filtered: () => filtered(reportsOnly(db), filters),
    columns: (query) => columns(query),
    newestBy: ['r.id_laporan'],
    request,
    toRecord: toReport,
    count: () =>
      filters.search_query || filters.idpelanggan !== undefined
        ? undefined
        : countListRows(db, 'reports', filters.tahun === undefined ? {} : { tahun: filters.tahun }),
    // A search's total is counted once per version of the table (core/search-counts.ts).
    ...(filters.search_query ? { search: { db, list: 'reports' } } : {}),
  })
}

// Every matching report for the CSV export, newest first, in batches.
export async function* allReports(db: DbOrTrx, filters: ReportFilters, batch = 1000) {
  let after: number | null = null
  for (;;) {
    let query = columns(filtered(reportsOnly(db), filters))
    if (after !== null) query = query.where('r.id_laporan', '<', after)
    const rows = await query.orderBy('r.id_laporan', 'desc').limit(batch).execute()
    for (const row of rows) yield toReport(row)
    if (rows.length < batch) return
    after = rows.at(-1)!.id_laporan
  }
}

// The stored file and owner of a report (downloads, replacement, deletion).
export function reportKeys(db: DbOrTrx, id: number) {
  return db
    .withTables<ReportTables>()
    .selectFrom('reports')
    .select(['idpelanggan', 'file_key', 'nama_file', 'file_tipe'])
    .where('id_laporan', '=', id)
    .executeTakeFirst()
}
