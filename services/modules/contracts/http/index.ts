import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { ContractValue } from '../../../core/contract.ts'
import type { CsvColumn } from '../../../core/csv.ts'
import {
  defineModuleHttp,
  errorAnswers,
  eventMetadata,
  filter,
  HistoryBodyAnyValue,
  IdParams,
  listQuery,
  registerCommand,
  registerRecordReads,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import { JENIS_PEKERJAAN_OPTIONS } from '../../customers/index.ts'
import { buatJadwalContract, generateContractVisits, SCHEDULE_MESSAGES } from '../../schedules/index.ts'
import {
  allContracts,
  CONTRACT_MESSAGES,
  type Contract,
  ContractRecord,
  type ContractValues,
  contractHistory,
  createContract,
  deleteContract,
  getContract,
  kontrakContract,
  listContracts,
  STATUS_KONTRAK_OPTIONS,
  updateContract,
} from '../index.ts'
import { CONTRACT_EXAMPLE, tags } from './common.ts'
import contractFileRoutes from './file.ts'

const query = listQuery({
  search_query: filter.search('Nomor kontrak, nama atau kode pelanggan'),
  jenis_pekerjaan: filter.choice(JENIS_PEKERJAAN_OPTIONS, 'Jenis Pekerjaan'),
  status_kontrak: filter.choice(STATUS_KONTRAK_OPTIONS, 'Status Kontrak'),
  idpelanggan: filter.id(CONTRACT_MESSAGES.customerNotFound, 'idpelanggan: kontrak satu pelanggan'),
})

function valuesOf(body: Body): ContractValues {
  const { version: _version, idteknisi, status_aktif, catatan, idlokasi, ...rest } = body
  return {
    ...rest,
    idteknisi: idteknisi ?? null,
    idlokasi: idlokasi ?? null,
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

type Body = ContractValue<typeof kontrakContract>
const record = { tags, record: ContractRecord, example: CONTRACT_EXAMPLE, what: 'kontrak' }

// Contracts (admin). Changes are events; the version travels as ETag / If-Match or the body's
// `version`. The contract's file is uploaded separately (multipart) and downloaded through the API.
export default defineModuleHttp(async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  registerRecordReads(app, {
    wire: 'kontrak',
    tags,
    query,
    record: ContractRecord,
    list: {
      summary: 'Daftar kontrak (cari, saring, halaman; terbaru dahulu)',
      page: (filters, page) => listContracts(deps.db, filters, page),
    },
    csv: {
      summary: 'Ekspor kontrak sebagai CSV (filter sama dengan daftar)',
      fileName: 'kontrak.csv',
      columns: CSV_COLUMNS,
      rows: (filters) => allContracts(deps.db, filters),
    },
    read: {
      summary: 'Satu kontrak',
      example: CONTRACT_EXAMPLE,
      what: 'kontrak',
      load: (id) => getContract(deps, id),
    },
    history: {
      summary: 'Riwayat perubahan kontrak (terlama dahulu)',
      answer: HistoryBodyAnyValue,
      load: (id) => contractHistory(deps, id),
    },
  })

  registerCommand<Body>(app, {
    ...record,
    method: 'POST',
    path: '/kontrak/createData',
    config: { access: 'create:kontrak:any' },
    summary: 'Tambah kontrak (nomor KTR/{tahun}/{nnnn} diberikan server)',
    body: kontrakContract.schema,
    message: CONTRACT_MESSAGES.created,
    errors: [],
    run: ({ body, metadata }) => createContract(deps, valuesOf(body), metadata),
  })

  registerCommand<Body>(app, {
    ...record,
    method: 'PUT',
    path: '/kontrak/updateData/:id',
    config: { access: 'update:kontrak:any' },
    summary: 'Ubah kontrak (versi lama: 409)',
    body: kontrakContract.schema,
    message: CONTRACT_MESSAGES.updated,
    run: ({ id, body, version, metadata }) => updateContract(deps, id, valuesOf(body), version, metadata),
  })

  registerCommand(app, {
    ...record,
    method: 'DELETE',
    path: '/kontrak/deleteData/:id',
    config: { access: 'delete:kontrak:any' },
    summary: 'Hapus kontrak (riwayatnya tetap dapat dibaca)',
    record: Type.Null(),
    example: null,
    message: CONTRACT_MESSAGES.deleted,
    run: async ({ id, version, metadata }) => {
      await deleteContract(deps, id, version, metadata)
      return null
    },
  })

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

  await app.register(contractFileRoutes, deps)
})
