import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { Paged, PageRequest } from '../../core/paging.ts'
import { type RecordListFilters, recordList } from '../../core/record-list.ts'
import type { CustomerTables } from '../customers/index.ts'
import type { Report } from './contract.ts'
import type { ReportTables } from './tables.ts'

// The only reads of the reports read table; the customer's code, name and address are joined when
// read, for the page's rows only.

type Tables = ReportTables & CustomerTables
// The list's filters: the year is that of tanggal_laporan; idpelanggan is a customer's own reports.
export type ReportFilters = RecordListFilters

const reportsOnly = (db: DbOrTrx) => db.withTables<Tables>().selectFrom('reports as r')
type ReportsOnly = ReturnType<typeof reportsOnly>

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

const reports = recordList({
  list: 'reports',
  from: reportsOnly,
  alias: 'r',
  id: 'id_laporan',
  date: 'tanggal_laporan',
  columns,
  record: () => toReport,
})

// Newest first; without a search or a customer the total comes from the counts per year.
export const listReports = (
  db: DbOrTrx,
  filters: ReportFilters,
  request: PageRequest,
): Promise<Paged<Report>> => reports.page(db, filters, request)

// Every matching report for the CSV export, newest first, in batches.
export const allReports = (db: DbOrTrx, filters: ReportFilters, batch = 1000) =>
  reports.all(db, filters, batch)

// The stored file and owner of a report (downloads, replacement, deletion).
export function reportKeys(db: DbOrTrx, id: number) {
  return db
    .withTables<ReportTables>()
    .selectFrom('reports')
    .select(['idpelanggan', 'file_key', 'nama_file', 'file_tipe'])
    .where('id_laporan', '=', id)
    .executeTakeFirst()
}
