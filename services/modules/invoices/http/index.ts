import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { ContractValue } from '../../../core/contract.ts'
import type { CsvColumn } from '../../../core/csv.ts'
import {
  defineModuleHttp,
  ErrorBody,
  filter,
  HistoryBodyAnyValue,
  listQuery,
  pagedBody,
  registerCommand,
  registerDownload,
  registerRecordReads,
} from '../../../http-kit/index.ts'
import {
  allInvoices,
  cancelInvoice,
  changeInvoice,
  getInvoice,
  INVOICE_MESSAGES,
  INVOICE_ROUNDING,
  type Invoice,
  InvoiceRecord,
  InvoiceSummary,
  invoiceHistory,
  invoicePdf,
  invoiceProof,
  invoiceValues,
  issueInvoice,
  listInvoices,
  parseInvoiceId,
  STATUS_PEMBAYARAN_OPTIONS,
  STATUS_TAGIHAN_OPTIONS,
  tagihanContract,
} from '../index.ts'
import { INVOICE_EXAMPLE, ownInvoices, tags } from './common.ts'
import paymentRoutes from './payment.ts'

const query = listQuery({
  search_query: filter.search('Nomor tagihan, nama atau kode pelanggan'),
  status_pembayaran: filter.choice(STATUS_PEMBAYARAN_OPTIONS, 'Status Pembayaran'),
  status: filter.choice(STATUS_TAGIHAN_OPTIONS, 'Status'),
  tahun: filter.whole(2000, 2100, 'Tahun harus berupa angka 4 digit', 'Tahun tanggal tagihan, mis. 2026'),
  bulan: filter.whole(1, 12, 'Bulan harus berupa angka 1 sampai 12', 'Bulan tanggal tagihan, 1 sampai 12'),
  terlambat: filter.flag(
    'Terlambat harus true atau false',
    'true: hanya yang terlambat; false: tanpa yang terlambat',
  ),
})
const CSV_COLUMNS: CsvColumn<Invoice>[] = [
  { label: 'Nomor Tagihan', value: (t) => t.nomor_tagihan },
  { label: 'Tanggal Tagihan', value: (t) => t.tanggal_tagihan },
  { label: 'Jatuh Tempo', value: (t) => t.jatuh_tempo },
  { label: 'Nama Pelanggan', value: (t) => t.nama_pelanggan },
  { label: 'Nomor Kontrak', value: (t) => t.nomor_kontrak },
  { label: 'Subtotal (Rp)', value: (t) => t.subtotal },
  { label: 'Diskon (Rp)', value: (t) => t.diskon },
  { label: 'DPP (Rp)', value: (t) => t.dpp },
  { label: 'PPN %', value: (t) => t.ppn_persen },
  { label: 'PPN (Rp)', value: (t) => t.ppn },
  { label: 'Total (Rp)', value: (t) => t.total },
  { label: 'PPh 23 (Rp)', value: (t) => t.pph23 },
  { label: 'Jumlah Dibayar (Rp)', value: (t) => t.jumlah_dibayar },
  { label: 'Status Pembayaran', value: (t) => t.status_pembayaran },
  { label: 'Tanggal Bayar', value: (t) => t.tanggal_bayar },
  { label: 'Status', value: (t) => t.status },
  { label: 'Terlambat', value: (t) => (t.terlambat ? 'ya' : 'tidak') },
  { label: 'Catatan', value: (t) => t.catatan },
]

const ListBody = Type.Object({
  ...pagedBody(InvoiceRecord).properties,
  ringkasan: InvoiceSummary,
})
type Body = ContractValue<typeof tagihanContract>
const record = { tags, record: InvoiceRecord, example: INVOICE_EXAMPLE, what: 'tagihan' }

// Invoices (admin; a customer reads its own and downloads their PDF). Changes are events; the version travels as ETag / If-Match or the body's
// `version`. Issuing and payments take an idempotency key.
export default defineModuleHttp(async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const owned = ownInvoices(deps)

  registerRecordReads(app, {
    wire: 'tagihan',
    tags,
    query,
    record: InvoiceRecord,
    // Open to customers: narrowed to their own invoices, totals included.
    owned,
    list: {
      summary:
        'Daftar tagihan (cari, saring, halaman; terbaru dahulu) dengan ringkasan semua baris tersaring (pelanggan: miliknya saja)',
      description:
        'ringkasan: total belum lunas, total lunas dan banyaknya tagihan terlambat (tagihan batal tidak dihitung)',
      answer: ListBody,
      page: (filters, page, request) => listInvoices(deps.db, owned.scope(request, filters), page),
    },
    csv: {
      summary: 'Ekspor tagihan sebagai CSV (filter sama dengan daftar)',
      fileName: 'tagihan.csv',
      columns: CSV_COLUMNS,
      rows: (filters) => allInvoices(deps.db, filters),
    },
    read: {
      summary: 'Satu tagihan (pelanggan: miliknya saja, lainnya 404)',
      example: INVOICE_EXAMPLE,
      what: 'tagihan',
      load: (id) => getInvoice(deps, id),
    },
    history: {
      summary: 'Riwayat perubahan tagihan (terlama dahulu)',
      answer: HistoryBodyAnyValue,
      load: (id) => invoiceHistory(deps, parseInvoiceId(id)),
    },
  })

  registerDownload(app, {
    path: '/tagihan/pdf/:id',
    config: owned.one,
    tags,
    summary:
      'Unduh tagihan sebagai PDF (kop perusahaan, item, total, terbilang, rekening, tanda tangan; pelanggan: miliknya saja)',
    answer: 'application/pdf, lampiran bernama INV-2026-0001.pdf',
    type: 'application/pdf',
    refusals: { 400: ErrorBody },
    load: (id) => invoicePdf(deps, id),
  })

  registerDownload(app, {
    path: '/tagihan/bukti/:id',
    config: { access: 'read:tagihan:any' },
    tags,
    summary: 'Unduh bukti bayar (lampiran; hanya admin)',
    answer: 'Lampiran: application/pdf, image/png atau image/jpeg',
    load: (id) => invoiceProof(deps, id),
  })

  registerCommand<Body>(app, {
    ...record,
    method: 'POST',
    path: '/tagihan/createData',
    config: { access: 'create:tagihan:any' },
    summary: 'Terbitkan tagihan (nomor INV/{tahun}/{nnnn} diberikan server; PPN dari profil perusahaan)',
    description: `${INVOICE_ROUNDING} Dengan idempotency_key (atau header Idempotency-Key), pengiriman ulang menjawab tagihan pertama tanpa mengambil nomor baru.`,
    body: tagihanContract.schema,
    message: INVOICE_MESSAGES.created,
    status: 201,
    idempotent: true,
    run: ({ body, caller }) => issueInvoice(deps, invoiceValues(body), caller),
  })

  registerCommand<Body>(app, {
    ...record,
    method: 'PUT',
    path: '/tagihan/updateData/:id',
    config: { access: 'update:tagihan:any' },
    summary:
      "Ubah tagihan yang belum lunas (lunas: 409 'Tagihan yang sudah lunas tidak dapat diubah'; versi lama: 409)",
    description: INVOICE_ROUNDING,
    body: tagihanContract.schema,
    message: INVOICE_MESSAGES.updated,
    run: ({ id, body, version, metadata }) => changeInvoice(deps, id, body, version, metadata),
  })

  registerCommand(app, {
    ...record,
    method: 'DELETE',
    path: '/tagihan/deleteData/:id',
    config: { access: 'delete:tagihan:any' },
    summary:
      'Batalkan tagihan (status batal, nomornya tetap; yang lunas: 409 sampai pembayarannya dibatalkan)',
    message: INVOICE_MESSAGES.cancelled,
    run: ({ id, version, metadata }) => cancelInvoice(deps, id, version, metadata),
  })

  await app.register(paymentRoutes, deps)
})
