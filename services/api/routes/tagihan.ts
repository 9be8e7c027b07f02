import multipart from '@fastify/multipart'
import { type TypeBoxTypeProvider, TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { contractOf } from '../../core/contract.ts'
import type { CsvColumn } from '../../core/csv.ts'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import { enumFilter, searchText } from '../../core/lists.ts'
import { pageRequest } from '../../core/paging.ts'
import {
  allInvoices,
  cancelInvoice,
  changeInvoice,
  changePayment,
  discardProof,
  findInvoiceProof,
  getInvoice,
  INVOICE_MESSAGES,
  INVOICE_ROUNDING,
  type Invoice,
  type InvoiceFilters,
  InvoiceRecord,
  InvoiceSummary,
  invoiceHistory,
  invoicePdf,
  invoiceValues,
  issueInvoice,
  listInvoices,
  PAYMENT_PROOF_MAX_BYTES,
  type PaymentChange,
  parseInvoiceId,
  pembayaranContract,
  readProof,
  STATUS_PEMBAYARAN_OPTIONS,
  STATUS_TAGIHAN_OPTIONS,
  storeProof,
  tagihanContract,
} from '../../modules/invoices/index.ts'
import type { ApiDeps } from '../deps.ts'
import { idempotencyKey } from '../idempotency.ts'
import { errorAnswers } from '../openapi-defaults.ts'
import {
  HistoryBodyAnyValue,
  IdParams,
  registerCsvExport,
  registerHistory,
  registerVersionedRead,
  versionTagHeader,
} from '../record-routes.ts'
import { eventMetadata } from '../request-context.ts'
import { ErrorBody, pagedBody, success, successBody } from '../responses.ts'
import { readUpload } from '../upload.ts'
import { expectedVersion, sendVersionTag } from '../versioning.ts'

const tags = ['tagihan']
const Filters = Type.Object({
  search_query: Type.Optional(
    Type.String({ maxLength: 200, description: 'Nomor tagihan, nama atau kode pelanggan' }),
  ),
  status_pembayaran: Type.Optional(
    Type.String({ maxLength: 20, description: `Salah satu dari: ${STATUS_PEMBAYARAN_OPTIONS.join(', ')}` }),
  ),
  status: Type.Optional(
    Type.String({ maxLength: 20, description: `Salah satu dari: ${STATUS_TAGIHAN_OPTIONS.join(', ')}` }),
  ),
  tahun: Type.Optional(Type.String({ maxLength: 4, description: 'Tahun tanggal tagihan, mis. 2026' })),
  bulan: Type.Optional(Type.String({ maxLength: 2, description: 'Bulan tanggal tagihan, 1 sampai 12' })),
  terlambat: Type.Optional(
    Type.String({ maxLength: 5, description: 'true: hanya yang terlambat; false: tanpa yang terlambat' }),
  ),
})
type FilterQuery = { [K in keyof typeof Filters.properties]?: string }

const FILTER_MESSAGES = {
  tahun: 'Tahun harus berupa angka 4 digit',
  bulan: 'Bulan harus berupa angka 1 sampai 12',
  terlambat: 'Terlambat harus true atau false',
}

function wholeIn(raw: string | undefined, min: number, max: number, message: string): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  const text = raw.trim()
  if (!/^\d{1,4}$/.test(text) || Number(text) < min || Number(text) > max) throw new ValidationError(message)
  return Number(text)
}

// The list's and the export's filters, checked with the shared list helpers (Indonesian messages).
function filtersOf(query: FilterQuery): InvoiceFilters {
  const terlambat = query.terlambat?.trim()
  if (terlambat && terlambat !== 'true' && terlambat !== 'false')
    throw new ValidationError(FILTER_MESSAGES.terlambat)
  return {
    search_query: searchText(query.search_query),
    status_pembayaran: enumFilter(query.status_pembayaran, STATUS_PEMBAYARAN_OPTIONS, 'Status Pembayaran'),
    status: enumFilter(query.status, STATUS_TAGIHAN_OPTIONS, 'Status'),
    tahun: wholeIn(query.tahun, 2000, 2100, FILTER_MESSAGES.tahun),
    bulan: wholeIn(query.bulan, 1, 12, FILTER_MESSAGES.bulan),
    terlambat: terlambat ? terlambat === 'true' : undefined,
  }
}
const ListQuery = Type.Object({
  ...Filters.properties,
  page: Type.Optional(Type.String({ maxLength: 12, description: 'Halaman, mulai 0' })),
  limit: Type.Optional(
    Type.String({ maxLength: 12, description: 'Baris per halaman (bawaan 10, paling banyak 100)' }),
  ),
})
const IfMatch = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'Versi terakhir yang dibaca, mis. "3"' })),
})
const WithKey = Type.Object({
  ...IfMatch.properties,
  'idempotency-key': Type.Optional(
    Type.String({ maxLength: 100, description: 'Opsional: kunci idempotensi (sama dengan idempotency_key)' }),
  ),
})
const DeleteQuery = Type.Object({
  version: Type.Optional(
    Type.String({ maxLength: 12, description: 'Versi terakhir yang dibaca (atau If-Match)' }),
  ),
})
const etag = versionTagHeader('tagihan')
const example: Invoice = {
  idtagihan: 1,
  nomor_tagihan: 'INV/2026/0001',
  idpelanggan: 1,
  nama_pelanggan: 'PT Sinar Jaya Abadi',
  alamat_pelanggan: 'Jl. Raya Sidoarjo No. 10',
  idkontrak: null,
  nomor_kontrak: null,
  idpenjadwalan: null,
  tanggal_tagihan: '2026-11-21',
  jatuh_tempo: '2026-12-05',
  items: [
    {
      deskripsi: 'Pest control gudang',
      jumlah: 1,
      satuan: 'kunjungan',
      harga_satuan: 1_250_000,
      idkatalog_harga: null,
      jumlah_harga: 1_250_000,
    },
  ],
  diskon: 0,
  ppn_persen: 11,
  potong_pph23: false,
  subtotal: 1_250_000,
  dpp: 1_250_000,
  ppn: 137_500,
  total: 1_387_500,
  pph23: 0,
  jumlah_dibayar: 1_387_500,
  terbilang: 'satu juta tiga ratus delapan puluh tujuh ribu lima ratus rupiah',
  status_pembayaran: 'belum lunas',
  tanggal_bayar: null,
  bukti_bayar: null,
  status: 'terbit',
  terlambat: false,
  catatan: '',
  version: 1,
  created_at: '2026-11-21T08:00:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
}
const ListBody = Type.Object({
  ...pagedBody(InvoiceRecord).properties,
  ringkasan: InvoiceSummary,
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

const callerOf = (request: FastifyRequest, key: string | undefined) => ({
  metadata: eventMetadata(request),
  actor: request.actor!.userId,
  idempotencyKey: key,
})

function parseVersion(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  if (!/^\d{1,9}$/.test(raw.trim())) throw new ValidationError('Versi tidak valid')
  return Number(raw.trim())
}

// An attachment, never rendered by the browser in our origin (reliability-notes.md, 8).
function sendFile(reply: FastifyReply, type: string, name: string, content: Buffer) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return reply
    .type(type)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(content)
}

// Invoices (admin). Changes are events; the version travels as ETag / If-Match or the body's
// `version`. Issuing and payments take an idempotency key.
export default async function tagihanRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/tagihan/getData',
    {
      config: { access: 'read:tagihan:any' },
      schema: {
        tags,
        summary:
          'Daftar tagihan (cari, saring, halaman; terbaru dahulu) dengan ringkasan semua baris tersaring',
        description:
          'ringkasan: total belum lunas, total lunas dan banyaknya tagihan terlambat (tagihan batal tidak dihitung)',
        querystring: ListQuery,
        response: { 200: ListBody },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query
      return listInvoices(deps.db, filtersOf(filters), pageRequest({ page, limit }))
    },
  )

  registerCsvExport(app, {
    path: '/tagihan/export',
    config: { access: 'read:tagihan:any' },
    tags,
    summary: 'Ekspor tagihan sebagai CSV (filter sama dengan daftar)',
    querystring: Filters,
    fileName: 'tagihan.csv',
    columns: CSV_COLUMNS,
    rows: (request) => allInvoices(deps.db, filtersOf(request.query as FilterQuery)),
  })

  registerVersionedRead(app, {
    path: '/tagihan/getData/:id',
    config: { access: 'read:tagihan:any' },
    tags,
    summary: 'Satu tagihan',
    record: InvoiceRecord,
    example,
    what: 'tagihan',
    load: (id) => getInvoice(deps, id),
  })

  registerHistory(app, deps, {
    path: '/tagihan/history/:id',
    config: { access: 'read:tagihan:any' },
    tags,
    summary: 'Riwayat perubahan tagihan (terlama dahulu)',
    answer: HistoryBodyAnyValue,
    load: (sources, id) => invoiceHistory(sources, parseInvoiceId(id)),
  })

  app.get(
    '/tagihan/pdf/:id',
    {
      config: { access: 'read:tagihan:any' },
      schema: {
        tags,
        summary: 'Unduh tagihan sebagai PDF (kop perusahaan, item, total, terbilang, rekening, tanda tangan)',
        params: IdParams,
        response: {
          200: {
            description: 'application/pdf, lampiran bernama INV-2026-0001.pdf',
            content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } },
          },
          400: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const pdf = await invoicePdf(deps, request.params.id)
      return sendFile(reply as FastifyReply, 'application/pdf', pdf.fileName, pdf.content)
    },
  )

  app.get(
    '/tagihan/bukti/:id',
    {
      config: { access: 'read:tagihan:any' },
      schema: {
        tags,
        summary: 'Unduh bukti bayar (lampiran; hanya admin)',
        params: IdParams,
        response: {
          200: {
            description: 'Lampiran: application/pdf, image/png atau image/jpeg',
            content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const id = parseInvoiceId(request.params.id)
      const stored = id === null ? undefined : await findInvoiceProof(deps.db, id)
      if (stored === undefined) throw new NotFoundError(INVOICE_MESSAGES.notFound)
      if (stored.bukti_key === null) throw new NotFoundError(INVOICE_MESSAGES.noProof)
      const content = await readProof(deps.config.uploadDir, stored.bukti_key)
      return sendFile(
        reply as FastifyReply,
        stored.bukti_tipe ?? 'application/octet-stream',
        stored.bukti_nama ?? 'bukti-bayar',
        content,
      )
    },
  )

  app.post(
    '/tagihan/createData',
    {
      config: { access: 'create:tagihan:any' },
      schema: {
        tags,
        summary: 'Terbitkan tagihan (nomor INV/{tahun}/{nnnn} diberikan server; PPN dari profil perusahaan)',
        description: `${INVOICE_ROUNDING} Dengan idempotency_key (atau header Idempotency-Key), pengiriman ulang menjawab tagihan pertama tanpa mengambil nomor baru.`,
        headers: WithKey,
        body: tagihanContract.schema,
        response: {
          201: {
            ...successBody(InvoiceRecord, { data: example, message: INVOICE_MESSAGES.created }),
            ...etag,
          },
          ...errorAnswers(409),
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request, request.body.idempotency_key)
      const invoice = await issueInvoice(deps, invoiceValues(request.body), callerOf(request, key))
      sendVersionTag(reply, invoice.version)
      return reply.status(201).send(success(invoice, INVOICE_MESSAGES.created))
    },
  )

  app.put(
    '/tagihan/updateData/:id',
    {
      config: { access: 'update:tagihan:any' },
      schema: {
        tags,
        summary:
          "Ubah tagihan yang belum lunas (lunas: 409 'Tagihan yang sudah lunas tidak dapat diubah'; versi lama: 409)",
        description: INVOICE_ROUNDING,
        params: IdParams,
        headers: IfMatch,
        body: tagihanContract.schema,
        response: {
          200: {
            ...successBody(InvoiceRecord, { data: example, message: INVOICE_MESSAGES.updated }),
            ...etag,
          },
          ...errorAnswers(409),
        },
      },
    },
    async (request, reply) => {
      const invoice = await changeInvoice(
        deps,
        request.params.id,
        request.body,
        expectedVersion(request, request.body.version),
        eventMetadata(request),
      )
      sendVersionTag(reply, invoice.version)
      return success(invoice, INVOICE_MESSAGES.updated)
    },
  )

  app.delete(
    '/tagihan/deleteData/:id',
    {
      config: { access: 'delete:tagihan:any' },
      schema: {
        tags,
        summary:
          'Batalkan tagihan (status batal, nomornya tetap; yang lunas: 409 sampai pembayarannya dibatalkan)',
        params: IdParams,
        headers: IfMatch,
        querystring: DeleteQuery,
        response: {
          200: {
            ...successBody(InvoiceRecord, { data: example, message: INVOICE_MESSAGES.cancelled }),
            ...etag,
          },
          ...errorAnswers(409),
        },
      },
    },
    async (request, reply) => {
      const invoice = await cancelInvoice(
        deps,
        request.params.id,
        expectedVersion(request, parseVersion(request.query.version)),
        eventMetadata(request),
      )
      sendVersionTag(reply, invoice.version)
      return success(invoice, INVOICE_MESSAGES.cancelled)
    },
  )

  await app.register(paymentRoute, deps)
}

const PaymentFields = ['status_pembayaran', 'tanggal_bayar', 'version', 'idempotency_key'] as const

// editStatus takes JSON, or multipart when a proof is attached: it sits in its own plugin so only
// it parses multipart bodies. A JSON body is checked by its contract; a multipart one is read part
// by part by the handler and its fields checked by the same contract.
async function paymentRoute(instance: FastifyInstance, deps: ApiDeps) {
  await instance.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: PAYMENT_PROOF_MAX_BYTES,
      files: 1,
      fields: PaymentFields.length,
      fieldSize: 128,
      parts: PaymentFields.length + 1,
      headerPairs: 20,
    },
  })
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  app.put(
    '/tagihan/editStatus/:id',
    {
      config: { access: 'update:tagihan:any' },
      validatorCompiler: (route) => {
        const contract = route.httpPart === 'body' ? contractOf(route.schema) : undefined
        if (contract !== undefined) {
          return (body: unknown) => {
            if (body === undefined) return { value: undefined }
            try {
              return { value: contract.parse(body) }
            } catch (error) {
              return { error: error as Error }
            }
          }
        }
        return route.httpPart === 'body' ? () => ({ value: undefined }) : TypeBoxValidatorCompiler(route)
      },
      schema: {
        tags,
        summary:
          'Catat (lunas) atau batalkan (belum lunas) pembayaran tagihan; JSON, atau multipart dengan bukti_bayar',
        description:
          'multipart/form-data: status_pembayaran, tanggal_bayar, version, idempotency_key dan file bukti_bayar (jpg/png/pdf, maks. 5242880 byte, diperiksa dari isinya).',
        params: IdParams,
        headers: WithKey,
        body: {
          content: {
            'application/json': { schema: pembayaranContract.schema },
            'multipart/form-data': {
              schema: Type.Object(
                {
                  status_pembayaran: Type.String({ description: 'lunas / belum lunas' }),
                  tanggal_bayar: Type.Optional(Type.String({ format: 'date' })),
                  version: Type.Optional(Type.String()),
                  idempotency_key: Type.Optional(Type.String({ maxLength: 100 })),
                  bukti_bayar: Type.String({
                    format: 'binary',
                    description: 'jpg, png atau pdf, maks. 5 Mb',
                  }),
                },
                {
                  examples: [
                    { status_pembayaran: 'lunas', tanggal_bayar: '2026-11-25', bukti_bayar: '(isi file)' },
                  ],
                },
              ),
            },
          },
        },
        response: {
          200: { ...successBody(InvoiceRecord, { data: example, message: INVOICE_MESSAGES.paid }), ...etag },
          ...errorAnswers(409),
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const id = parseInvoiceId(request.params.id)
      if (id === null) throw new NotFoundError(INVOICE_MESSAGES.notFound)
      let body = request.body as ReturnType<typeof pembayaranContract.parse> | undefined
      let proof: { name: string; content: Buffer } | null = null
      if (request.isMultipart()) {
        const upload = await readUpload(request, 'bukti_bayar', PaymentFields, {
          required: INVOICE_MESSAGES.proofRequired,
          tooLarge: INVOICE_MESSAGES.proofTooLarge,
          badForm: INVOICE_MESSAGES.badMultipart,
        })
        body = pembayaranContract.parse(upload.fields)
        proof = { name: upload.fileName, content: upload.content }
      }
      if (body === undefined) throw new ValidationError('Status Pembayaran tidak boleh kosong')
      const key = idempotencyKey(request, body.idempotency_key)
      const expected = expectedVersion(request, body.version)
      const bukti =
        proof === null || body.status_pembayaran !== 'lunas'
          ? null
          : await storeProof(deps.config.uploadDir, proof.name, proof.content)
      const change: PaymentChange =
        body.status_pembayaran === 'lunas'
          ? { status_pembayaran: 'lunas', tanggal_bayar: body.tanggal_bayar, bukti }
          : { status_pembayaran: 'belum lunas' }
      try {
        const invoice = await changePayment(deps, id, change, expected, callerOf(request, key))
        sendVersionTag(reply, invoice.version)
        return success(
          invoice,
          body.status_pembayaran === 'lunas' ? INVOICE_MESSAGES.paid : INVOICE_MESSAGES.reversed,
        )
      } catch (error) {
        if (bukti !== null) await discardProof(deps.config.uploadDir, bukti.file_key)
        throw error
      }
    },
  )
}
