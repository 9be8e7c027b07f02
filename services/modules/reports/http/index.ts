import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { CsvColumn } from '../../../core/csv.ts'
import {
  defineModuleHttp,
  filter,
  listQuery,
  ownedRecords,
  registerCommand,
  registerDownload,
  registerRecordReads,
} from '../../../http-kit/index.ts'
import {
  allReports,
  deleteReport,
  getReport,
  listReports,
  REPORT_EXAMPLE,
  REPORT_MESSAGES,
  type Report,
  type ReportFilters,
  ReportRecord,
  reportDownload,
  reportHistory,
  reportKeys,
} from '../index.ts'
import reportUploadRoutes from './uploads.ts'

export const tags = ['laporan']
const query = listQuery({
  search_query: filter.search('Id laporan atau nama pelanggan'),
  tanggal_laporan: filter.whole(1900, 2999, 'Tahun laporan tidak valid', 'Tahun tanggal_laporan, mis. 2026'),
})
const filtersOf = (values: ReturnType<typeof query.parse>): ReportFilters => ({
  search_query: values.search_query,
  tahun: values.tanggal_laporan,
})

const CSV_COLUMNS: CsvColumn<Report>[] = [
  { label: 'ID Laporan', value: (r) => r.id_laporan },
  { label: 'Kode Pelanggan', value: (r) => r.kode_pelanggan },
  { label: 'Nama Pelanggan', value: (r) => r.nama_pelanggan },
  { label: 'Alamat', value: (r) => r.alamat },
  { label: 'Tanggal Laporan', value: (r) => r.tanggal_laporan },
  { label: 'Catatan', value: (r) => r.catatan },
  { label: 'File Laporan', value: (r) => r.nama_file_laporan },
]

// Uploaded reports (admin; a customer reads and downloads its own). Changes are events.
export default defineModuleHttp(async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  // A report is its customer's: it reads and downloads its own (404 for another's).
  const owned = ownedRecords({
    access: 'read:laporan:own',
    notFound: REPORT_MESSAGES.notFound,
    owners: (id) => reportKeys(deps.db, id),
  })

  registerRecordReads(app, {
    wire: 'laporan',
    tags,
    query,
    record: ReportRecord,
    // Open to customers: the list narrowed to their own reports, another's report 404.
    owned,
    list: {
      summary: 'Daftar laporan, terbaru dulu (cari id atau nama pelanggan; filter tahun laporan)',
      page: (values, page, request) => listReports(deps.db, owned.scope(request, filtersOf(values)), page),
    },
    csv: {
      summary: 'Ekspor laporan (CSV) dengan filter yang sama',
      fileName: 'laporan.csv',
      columns: CSV_COLUMNS,
      rows: (values) => allReports(deps.db, filtersOf(values)),
    },
    read: {
      summary: 'Satu laporan (pelanggan: miliknya saja, lainnya 404)',
      example: REPORT_EXAMPLE,
      what: 'laporan',
      load: (id) => getReport(deps, id),
    },
    history: {
      summary: 'Riwayat perubahan laporan (terlama dulu); tetap ada setelah dihapus',
      load: (id) => reportHistory(deps, id),
    },
  })

  registerDownload(app, {
    path: '/laporan/file/:id',
    config: owned.one,
    tags,
    summary: 'File laporan (lampiran; admin dan pelanggan pemiliknya)',
    answer: 'Lampiran: application/pdf, image/png atau image/jpeg',
    load: (id) => reportDownload(deps, id),
  })

  registerCommand(app, {
    method: 'DELETE',
    path: '/laporan/deleteData/:id',
    config: { access: 'delete:laporan:any' },
    tags,
    summary: 'Hapus laporan (filenya ikut dihapus; riwayatnya tetap dapat dibaca)',
    record: Type.Null(),
    example: null,
    what: 'laporan',
    message: REPORT_MESSAGES.deleted,
    run: async ({ id, version, metadata }) => {
      await deleteReport(deps, id, version, metadata)
      return null
    },
  })

  await app.register(reportUploadRoutes, deps)
})
