import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { type Static, Type } from 'typebox'
import type { CsvColumn } from '../../../core/csv.ts'
import { NotFoundError } from '../../../core/errors.ts'
import { parseRecordId } from '../../../core/lists.ts'
import {
  defineModuleHttp,
  filter,
  IdParams,
  listQuery,
  ownedRecords,
  registerDownload,
  registerGet,
  registerRecordReads,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import { SITE_MESSAGES, siteOwner } from '../../sites/index.ts'
import {
  allDevices,
  DEVICE_EXAMPLE,
  DEVICE_MESSAGES,
  type Device,
  type DeviceFilters,
  DeviceRecord,
  deviceHistory,
  deviceLabels,
  deviceOwner,
  devicesOnMap,
  findDeviceByShortCode,
  getDevice,
  JENIS_PERANGKAT_OPTIONS,
  listDevices,
  MAP_DEVICE_EXAMPLE,
  MapDeviceRecord,
  STATUS_PERANGKAT_OPTIONS,
} from '../index.ts'
import deviceCommandRoutes from './commands.ts'

const tags = ['perangkat']
const query = listQuery({
  search_query: filter.search('Nomor perangkat, kode pendek, jenis atau catatan'),
  idlokasi: filter.id(SITE_MESSAGES.notFound, 'Perangkat satu lokasi'),
  idarea: filter.id('Area tidak ditemukan', 'Perangkat satu area'),
  jenis_perangkat: filter.choice(JENIS_PERANGKAT_OPTIONS, 'Jenis Perangkat'),
  status_perangkat: filter.choice(STATUS_PERANGKAT_OPTIONS, 'Status Perangkat'),
})
const filtersOf = (values: ReturnType<typeof query.parse>): DeviceFilters => values

const CSV_COLUMNS: CsvColumn<Device>[] = [
  { label: 'Nomor Perangkat', value: (d) => d.kode_perangkat },
  { label: 'Kode Pendek', value: (d) => d.kode_pendek },
  { label: 'Jenis Perangkat', value: (d) => d.jenis_perangkat },
  { label: 'Kode Lokasi', value: (d) => d.kode_lokasi },
  { label: 'Nama Lokasi', value: (d) => d.nama_lokasi },
  { label: 'Area', value: (d) => d.nama_area },
  { label: 'Zona', value: (d) => d.zona },
  { label: 'Posisi X', value: (d) => d.posisi_x ?? '' },
  { label: 'Posisi Y', value: (d) => d.posisi_y ?? '' },
  { label: 'Tanggal Pasang', value: (d) => d.tanggal_pasang },
  { label: 'Status', value: (d) => d.status_perangkat },
  { label: 'Catatan', value: (d) => d.catatan },
]
const LabelQuery = Type.Object({
  idperangkat: Type.Optional(
    Type.String({ maxLength: 12, description: 'Satu perangkat saja (label pengganti)' }),
  ),
})
const ShortCodeParams = Type.Object({
  kode: Type.String({ maxLength: 32, description: 'Kode pendek di bawah QR' }),
})

// The device register (admin; the customer reads its own sites' devices, another's is 404; a
// technician reads any, as its scans do). Changes are events (./commands.ts).
export default defineModuleHttp(async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const owned = ownedRecords({
    access: 'read:perangkat:own',
    notFound: DEVICE_MESSAGES.notFound,
    owners: (id) => deviceOwner(deps.db, id),
  })
  const ownedSite = ownedRecords({
    access: 'read:perangkat:own',
    notFound: SITE_MESSAGES.notFound,
    owners: (id) => siteOwner(deps.db, id),
  })

  registerRecordReads(app, {
    wire: 'perangkat',
    tags,
    query,
    record: DeviceRecord,
    owned,
    list: {
      summary:
        'Daftar perangkat, terbaru dulu (cari nomor, kode pendek, jenis, catatan; filter lokasi, area, jenis, status)',
      page: (values, page, request) => listDevices(deps.db, owned.scope(request, filtersOf(values)), page),
    },
    csv: {
      summary: 'Ekspor perangkat (CSV) dengan filter yang sama',
      fileName: 'perangkat.csv',
      columns: CSV_COLUMNS,
      rows: (values) => allDevices(deps.db, filtersOf(values)),
    },
    read: {
      summary: 'Satu perangkat (pelanggan: perangkat lokasinya saja, lainnya 404)',
      example: DEVICE_EXAMPLE,
      what: 'perangkat',
      load: (id) => getDevice(deps, id),
    },
    history: {
      summary:
        'Riwayat perangkat: dipasang, dipindah, label diganti, hilang, ditemukan, dicabut (terlama dulu)',
      load: (id) => deviceHistory(deps, id),
    },
  })
  registerGet(
    app,
    {
      path: '/perangkat/lokasi/:id',
      config: ownedSite.one,
      tags,
      summary:
        'Semua perangkat satu lokasi yang belum dicabut, urut nomor, untuk peta denah (tanpa halaman; pelanggan: miliknya saja)',
    },
    {
      params: IdParams,
      response: { 200: successBody(Type.Array(MapDeviceRecord), { data: [MAP_DEVICE_EXAMPLE] }) },
    },
    async (request) => {
      const id = parseRecordId((request.params as { id: string }).id)
      const site = id === null ? undefined : await siteOwner(deps.db, id)
      if (site === undefined) throw new NotFoundError(SITE_MESSAGES.notFound)
      return success(await devicesOnMap(deps.db, site.idlokasi))
    },
  )

  registerGet(
    app,
    {
      path: '/perangkat/kode/:kode',
      config: { access: 'read:perangkat:any' },
      tags,
      summary:
        'Perangkat dari kode pendeknya (dipindai atau diketik; huruf besar/kecil, spasi dan tanda hubung diabaikan)',
    },
    {
      params: ShortCodeParams,
      response: { 200: successBody(DeviceRecord, { data: DEVICE_EXAMPLE }) },
    },
    async (request) => {
      const device = await findDeviceByShortCode(
        deps.db,
        (request.params as Static<typeof ShortCodeParams>).kode,
      )
      if (device === undefined) throw new NotFoundError(DEVICE_MESSAGES.shortCodeNotFound)
      return success(device)
    },
  )

  registerDownload(app, {
    path: '/perangkat/label/:id',
    config: { access: 'create:perangkat:any' },
    tags,
    summary:
      'Lembar label QR A4 perangkat satu lokasi (PDF): QR {PUBLIC_URL}/p/{kode_pendek}, kode pendek dan nomor perangkat di bawahnya',
    querystring: LabelQuery,
    answer: 'application/pdf',
    type: 'application/pdf',
    load: async (id, request) => {
      const raw = (request.query as Static<typeof LabelQuery>).idperangkat
      const one = raw === undefined || raw === '' ? undefined : (parseRecordId(raw) ?? 0)
      return deviceLabels(deps, id, deps.config.publicUrl, one)
    },
  })

  await app.register(deviceCommandRoutes, deps)
})
