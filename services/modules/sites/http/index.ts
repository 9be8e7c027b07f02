import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { ContractValue } from '../../../core/contract.ts'
import type { CsvColumn } from '../../../core/csv.ts'
import {
  defineModuleHttp,
  filter,
  listQuery,
  ownedRecords,
  registerCommand,
  registerRecordReads,
  versionedChange,
} from '../../../http-kit/index.ts'
import {
  allSites,
  createSite,
  deleteSite,
  getSite,
  listSites,
  SITE_EXAMPLE,
  SITE_MESSAGES,
  type Site,
  type SiteFilters,
  SiteRecord,
  STATUS_LOKASI_OPTIONS,
  siteContract,
  siteHistory,
  siteOwner,
  siteUpdateContract,
  updateSite,
} from '../index.ts'
import areaRoutes from './areas.ts'

const tags = ['lokasi']
const query = listQuery({
  search_query: filter.search('Kode, nama atau alamat lokasi'),
  idpelanggan: filter.id(SITE_MESSAGES.customerNotFound, 'Lokasi milik pelanggan ini saja'),
  status_aktif: filter.choice(STATUS_LOKASI_OPTIONS, 'Status Aktif'),
})
const filtersOf = (values: ReturnType<typeof query.parse>): SiteFilters => values

const CSV_COLUMNS: CsvColumn<Site>[] = [
  { label: 'Kode Lokasi', value: (s) => s.kode_lokasi },
  { label: 'Nama Lokasi', value: (s) => s.nama_lokasi },
  { label: 'Kode Pelanggan', value: (s) => s.kode_pelanggan },
  { label: 'Nama Pelanggan', value: (s) => s.nama_pelanggan },
  { label: 'Alamat', value: (s) => s.alamat },
  { label: 'Link Maps', value: (s) => s.link_maps },
  { label: 'Status Aktif', value: (s) => s.status_aktif },
  { label: 'Jumlah Area', value: (s) => s.jumlah_area },
]
const record = { record: SiteRecord, example: SITE_EXAMPLE, what: 'lokasi', tags }

// A customer's sites (admin keeps them; the customer reads its own, another's is 404). Changes
// are events; the version travels as ETag / If-Match or the body's `version`.
export default defineModuleHttp(async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const owned = ownedRecords({
    access: 'read:lokasi:own',
    notFound: SITE_MESSAGES.notFound,
    owners: (id) => siteOwner(deps.db, id),
  })

  registerRecordReads(app, {
    wire: 'lokasi',
    tags,
    query,
    record: SiteRecord,
    owned,
    list: {
      summary: 'Daftar lokasi pelanggan, terbaru dulu (cari kode, nama, alamat; filter pelanggan dan status)',
      page: (values, page, request) => listSites(deps.db, owned.scope(request, filtersOf(values)), page),
    },
    csv: {
      summary: 'Ekspor lokasi (CSV) dengan filter yang sama',
      fileName: 'lokasi.csv',
      columns: CSV_COLUMNS,
      rows: (values) => allSites(deps.db, filtersOf(values)),
    },
    read: {
      summary: 'Satu lokasi (pelanggan: miliknya saja, lainnya 404)',
      example: SITE_EXAMPLE,
      what: 'lokasi',
      load: (id) => getSite(deps, id),
    },
    history: {
      summary: 'Riwayat perubahan lokasi (terlama dulu); tetap ada setelah dihapus',
      load: (id) => siteHistory(deps, id),
    },
  })

  registerCommand<ContractValue<typeof siteContract>>(app, {
    ...record,
    method: 'POST',
    path: '/lokasi/createData',
    config: { access: 'create:lokasi:any' },
    summary: 'Tambah lokasi pelanggan (kode lokasi yang sudah dipakai: 409)',
    body: siteContract.schema,
    message: SITE_MESSAGES.created,
    status: 201,
    run: ({ body: { version: _version, ...input }, metadata }) => createSite(deps, input, metadata),
  })

  registerCommand<ContractValue<typeof siteUpdateContract>>(app, {
    ...record,
    method: 'PUT',
    path: '/lokasi/updateData/:id',
    config: { access: 'update:lokasi:any' },
    summary: 'Ubah lokasi (semua kolom kecuali pelanggan; tanpa status_aktif status tetap; versi lama: 409)',
    body: siteUpdateContract.schema,
    message: SITE_MESSAGES.updated,
    run: versionedChange(deps, updateSite),
  })

  registerCommand(app, {
    ...record,
    method: 'DELETE',
    path: '/lokasi/deleteData/:id',
    config: { access: 'delete:lokasi:any' },
    summary:
      "Hapus lokasi; yang masih dipakai (area, perangkat, kontrak, kunjungan): 409 'Data masih dipakai oleh …'",
    record: Type.Null(),
    example: null,
    message: SITE_MESSAGES.deleted,
    run: async ({ id, version, metadata }) => {
      await deleteSite(deps, id, version, metadata)
      return null
    },
  })

  await app.register(areaRoutes, deps)
})
