import multipart from '@fastify/multipart'
import { type TypeBoxTypeProvider, TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { Type } from 'typebox'
import type { CsvColumn } from '../../core/csv.ts'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import { enumFilter, searchText } from '../../core/lists.ts'
import { pageRequest } from '../../core/paging.ts'
import {
  allContracts,
  attachContractFile,
  CONTRACT_FILE_MAX_BYTES,
  CONTRACT_MESSAGES,
  type Contract,
  type ContractFilters,
  ContractRecord,
  type ContractValues,
  contractHistory,
  createContract,
  deleteContract,
  discardContractFile,
  findContractFile,
  getContract,
  kontrakContract,
  listContracts,
  parseContractId,
  readContractFile,
  STATUS_KONTRAK_OPTIONS,
  storeContractFile,
  updateContract,
} from '../../modules/contracts/index.ts'
import { JENIS_PEKERJAAN_OPTIONS } from '../../modules/customers/index.ts'
import {
  buatJadwalContract,
  generateContractVisits,
  SCHEDULE_MESSAGES,
} from '../../modules/schedules/index.ts'
import type { ApiDeps } from '../deps.ts'
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

const tags = ['kontrak']
const Filters = Type.Object({
  search_query: Type.Optional(
    Type.String({ maxLength: 200, description: 'Nomor kontrak, nama atau kode pelanggan' }),
  ),
  jenis_pekerjaan: Type.Optional(
    Type.String({ maxLength: 40, description: `Salah satu dari: ${JENIS_PEKERJAAN_OPTIONS.join(', ')}` }),
  ),
  status_kontrak: Type.Optional(
    Type.String({ maxLength: 20, description: `Salah satu dari: ${STATUS_KONTRAK_OPTIONS.join(', ')}` }),
  ),
  idpelanggan: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
})
type FilterQuery = {
  search_query?: string
  jenis_pekerjaan?: string
  status_kontrak?: string
  idpelanggan?: number
}
// The list's and the export's filters, checked with the shared list helpers (Indonesian messages).
const filtersOf = (query: FilterQuery): ContractFilters => ({
  search_query: searchText(query.search_query),
  jenis_pekerjaan: enumFilter(query.jenis_pekerjaan, JENIS_PEKERJAAN_OPTIONS, 'Jenis Pekerjaan'),
  status_kontrak: enumFilter(query.status_kontrak, STATUS_KONTRAK_OPTIONS, 'Status Kontrak'),
  idpelanggan: query.idpelanggan,
})
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
const etag = versionTagHeader('kontrak')
const example: Contract = {
  idkontrak: 1,
  nomor_kontrak: 'KTR/2026/0001',
  idpelanggan: 1,
  kode_pelanggan: 'TTSG-sda-001',
  nama_pelanggan: 'PT Sinar Jaya Abadi',
  jenis_pekerjaan: 'Pest Control',
  periode_kunjungan: '1x / bulan',
  tanggal_mulai: '2026-12-01',
  tanggal_selesai: '2027-11-30',
  nilai_kontrak: 15_000_000,
  idteknisi: null,
  nama_teknisi: null,
  status_aktif: 'aktif',
  status_kontrak: 'aktif',
  catatan: '',
  file_kontrak: '/api/kontrak/file/1',
  nama_file_kontrak: 'kontrak-sinar-jaya.pdf',
  version: 1,
  created_at: '2026-11-23T08:00:00.000Z',
  updated_at: '2026-11-23T08:00:00.000Z',
}

type Body = typeof kontrakContract extends { parse(v: unknown): infer V } ? V : never
function valuesOf(body: Body): ContractValues {
  const { version: _version, idteknisi, status_aktif, catatan, ...rest } = body
  return {
    ...rest,
    idteknisi: idteknisi ?? null,
    status_aktif: status_aktif ?? 'aktif',
    catatan: catatan ?? '',
  }
}

const CSV_COLUMNS: CsvColumn<Contract>[] = [
  { label: 'Nomor Kontrak', value: (k) => k.nomor_kontrak },
  { label: 'Kode Pelanggan', value: (k) => k.kode_pelanggan },
  { label: 'Nama Pelanggan', value: (k) => k.nama_pelanggan },
  { label: 'Jenis Pekerjaan', value: (k) => k.jenis_pekerjaan },
  { label: 'Periode Kunjungan', value: (k) => k.periode_kunjungan },
  { label: 'Tanggal Mulai', value: (k) => k.tanggal_mulai },
  { label: 'Tanggal Selesai', value: (k) => k.tanggal_selesai },
  { label: 'Nilai Kontrak (Rp)', value: (k) => k.nilai_kontrak },
  { label: 'Teknisi', value: (k) => k.nama_teknisi },
  { label: 'Status', value: (k) => k.status_kontrak },
  { label: 'Catatan', value: (k) => k.catatan },
]

// Contracts (admin). Changes are events; the version travels as ETag / If-Match or the body's
// `version`. The contract's file is uploaded separately (multipart) and downloaded through the API.
export default async function kontrakRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/kontrak/getData',
    {
      config: { access: 'read:kontrak:any' },
      schema: {
        tags,
        summary: 'Daftar kontrak (cari, saring, halaman; terbaru dahulu)',
        querystring: ListQuery,
        response: { 200: pagedBody(ContractRecord) },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query
      return listContracts(deps.db, filtersOf(filters), pageRequest({ page, limit }))
    },
  )

  registerCsvExport(app, {
    path: '/kontrak/export',
    config: { access: 'read:kontrak:any' },
    tags,
    summary: 'Ekspor kontrak sebagai CSV (filter sama dengan daftar)',
    querystring: Filters,
    fileName: 'kontrak.csv',
    columns: CSV_COLUMNS,
    rows: (request) => allContracts(deps.db, filtersOf(request.query as FilterQuery)),
  })

  registerVersionedRead(app, {
    path: '/kontrak/getData/:id',
    config: { access: 'read:kontrak:any' },
    tags,
    summary: 'Satu kontrak',
    record: ContractRecord,
    example,
    what: 'kontrak',
    load: (id) => getContract(deps, id),
  })

  registerHistory(app, deps, {
    path: '/kontrak/history/:id',
    config: { access: 'read:kontrak:any' },
    tags,
    summary: 'Riwayat perubahan kontrak (terlama dahulu)',
    answer: HistoryBodyAnyValue,
    load: (_sources, id) => contractHistory(deps.db, parseContractId(id)),
  })

  app.post(
    '/kontrak/createData',
    {
      config: { access: 'create:kontrak:any' },
      schema: {
        tags,
        summary: 'Tambah kontrak (nomor KTR/{tahun}/{nnnn} diberikan server)',
        body: kontrakContract.schema,
        response: {
          200: {
            ...successBody(ContractRecord, { data: example, message: CONTRACT_MESSAGES.created }),
            ...etag,
          },
        },
      },
    },
    async (request, reply) => {
      const contract = await createContract(deps, valuesOf(request.body), eventMetadata(request))
      sendVersionTag(reply, contract.version)
      return success(contract, CONTRACT_MESSAGES.created)
    },
  )

  app.put(
    '/kontrak/updateData/:id',
    {
      config: { access: 'update:kontrak:any' },
      schema: {
        tags,
        summary: 'Ubah kontrak (versi lama: 409)',
        params: IdParams,
        headers: IfMatch,
        body: kontrakContract.schema,
        response: {
          200: {
            ...successBody(ContractRecord, { data: example, message: CONTRACT_MESSAGES.updated }),
            ...etag,
          },
          ...errorAnswers(409),
        },
      },
    },
    async (request, reply) => {
      const contract = await updateContract(
        deps,
        request.params.id,
        valuesOf(request.body),
        expectedVersion(request, request.body.version),
        eventMetadata(request),
      )
      sendVersionTag(reply, contract.version)
      return success(contract, CONTRACT_MESSAGES.updated)
    },
  )

  app.delete(
    '/kontrak/deleteData/:id',
    {
      config: { access: 'delete:kontrak:any' },
      schema: {
        tags,
        summary: 'Hapus kontrak (riwayatnya tetap dapat dibaca)',
        params: IdParams,
        headers: IfMatch,
        response: {
          200: successBody(Type.Null(), { data: null, message: CONTRACT_MESSAGES.deleted }),
          ...errorAnswers(409),
        },
      },
    },
    async (request) => {
      await deleteContract(
        deps,
        request.params.id,
        expectedVersion(request, undefined),
        eventMetadata(request),
      )
      return success(null, CONTRACT_MESSAGES.deleted)
    },
  )

  app.get(
    '/kontrak/file/:id',
    {
      config: { access: 'read:kontrak:any' },
      schema: {
        tags,
        summary: 'Unduh file kontrak (lampiran; hanya admin)',
        params: IdParams,
        response: {
          200: {
            description: 'Lampiran: application/pdf, image/png atau image/jpeg',
            content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, typedReply) => {
      const id = parseContractId(request.params.id)
      const stored = id === null ? undefined : await findContractFile(deps.db, id)
      if (stored === undefined) throw new NotFoundError(CONTRACT_MESSAGES.notFound)
      if (stored.file_key === null) throw new NotFoundError(CONTRACT_MESSAGES.noFile)
      const content = await readContractFile(deps.config.uploadDir, stored.file_key)
      const reply: FastifyReply = typedReply
      const name = stored.nama_file_kontrak ?? 'kontrak'
      const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
      // An attachment, never rendered by the browser in our origin (reliability-notes.md, 8).
      return reply
        .type(stored.file_tipe ?? 'application/octet-stream')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(content)
    },
  )

  app.post(
    '/kontrak/buatJadwal/:id',
    {
      config: { access: 'create:penjadwalan:any' },
      schema: {
        tags,
        summary:
          "Buat kunjungan kontrak untuk seluruh periodenya menurut periode_kunjungan (tanpa hari Minggu); diulang tidak menambah yang sudah ada. Teknisi: idteknisi, atau teknisi kontrak, atau 400 'Teknisi tidak boleh kosong'",
        params: IdParams,
        body: buatJadwalContract.schema,
        response: {
          200: successBody(
            Type.Object({
              dibuat: Type.Integer({ description: 'Kunjungan baru yang dibuat' }),
              jumlah_kunjungan: Type.Integer({ description: 'Kunjungan kontrak sekarang' }),
            }),
            { data: { dibuat: 12, jumlah_kunjungan: 12 }, message: SCHEDULE_MESSAGES.generated },
          ),
          ...errorAnswers(404),
        },
      },
    },
    async (request) =>
      success(
        await generateContractVisits(deps, request.params.id, request.body.idteknisi, eventMetadata(request)),
        SCHEDULE_MESSAGES.generated,
      ),
  )

  await app.register(uploadRoute, deps)
}

// The upload sits in its own plugin so only it parses multipart bodies.
async function uploadRoute(instance: FastifyInstance, deps: ApiDeps) {
  await instance.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: CONTRACT_FILE_MAX_BYTES,
      files: 1,
      fields: 2,
      fieldSize: 64,
      parts: 3,
      headerPairs: 20,
    },
  })
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  app.put(
    '/kontrak/uploadFile/:id',
    {
      config: { access: 'update:kontrak:any' },
      // The body is read part by part by the handler (readUpload); the schema documents it.
      validatorCompiler: (route) =>
        route.httpPart === 'body' ? () => ({ value: undefined }) : TypeBoxValidatorCompiler(route),
      schema: {
        tags,
        summary:
          'Unggah file kontrak (multipart: file_kontrak jpg/jpeg/png/pdf, maks. 5242880 byte; version)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        headers: IfMatch,
        body: Type.Object(
          {
            file_kontrak: Type.String({
              format: 'binary',
              description: 'File kontrak: jpg, jpeg, png atau pdf, maks. 5 Mb',
            }),
            version: Type.Optional(
              Type.String({ description: 'Versi terakhir yang dibaca (atau If-Match)' }),
            ),
          },
          { examples: [{ file_kontrak: '(isi file PDF)', version: '1' }] },
        ),
        response: {
          200: {
            ...successBody(ContractRecord, { data: example, message: CONTRACT_MESSAGES.fileSaved }),
            ...etag,
          },
          ...errorAnswers(409),
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const id = parseContractId(request.params.id)
      if (id === null) throw new NotFoundError(CONTRACT_MESSAGES.notFound)
      const upload = await readUpload(request, 'file_kontrak', ['version'], {
        required: CONTRACT_MESSAGES.fileRequired,
        tooLarge: CONTRACT_MESSAGES.fileTooLarge,
        badForm: CONTRACT_MESSAGES.badMultipart,
      })
      const version = parseVersion(upload.fields.version)
      const expected = expectedVersion(request, version)
      const file = await storeContractFile(deps.config.uploadDir, upload.fileName, upload.content)
      try {
        const contract = await attachContractFile(deps, id, file, expected, eventMetadata(request))
        sendVersionTag(reply, contract.version)
        return success(contract, CONTRACT_MESSAGES.fileSaved)
      } catch (error) {
        await discardContractFile(deps.config.uploadDir, file.file_key)
        throw error
      }
    },
  )
}

function parseVersion(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  if (!/^\d{1,9}$/.test(raw.trim())) throw new ValidationError('Versi tidak valid')
  return Number(raw.trim())
}
