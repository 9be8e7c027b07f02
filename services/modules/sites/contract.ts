import { type Static, Type } from 'typebox'
import { type ContractValue, choice, defineContract, text } from '../../core/contract.ts'
import { referenceField as idField, versionField } from '../../core/contract-fields.ts'

// Browser-safe: the site screens import this file for the same rules, pick lists and messages
// (audit-work.md, "Sites and areas").

export const STATUS_LOKASI_OPTIONS = ['aktif', 'tidak aktif'] as const
export type StatusLokasi = (typeof STATUS_LOKASI_OPTIONS)[number]
// Thresholds depend on the zone (audit-work.md).
export const ZONA_OPTIONS = ['produksi', 'non-produksi', 'luar gedung'] as const
export type Zona = (typeof ZONA_OPTIONS)[number]
// A floor plan: png, jpg or pdf (its first page is the plan, ADR 0075), at most 5 MB.
export const DENAH_MAX_BYTES = 5_242_880

export const SITE_MESSAGES = {
  notFound: 'Lokasi tidak ditemukan',
  unknownInBody: 'Lokasi tidak ditemukan',
  created: 'Data lokasi berhasil ditambah',
  updated: 'Data lokasi berhasil diubah',
  deleted: 'Data lokasi berhasil dihapus',
  kodeTaken: 'Kode Lokasi sudah dipakai',
  kodeInvalid: 'Kode Lokasi harus 2–12 huruf besar atau angka',
  customerNotFound: 'Pelanggan tidak ditemukan',
  siteOfOtherCustomer: 'Lokasi bukan milik pelanggan ini',
  inactive: 'Lokasi sudah tidak aktif',
} as const

export const AREA_MESSAGES = {
  notFound: 'Area tidak ditemukan',
  created: 'Data area berhasil ditambah',
  updated: 'Data area berhasil diubah',
  deleted: 'Data area berhasil dihapus',
  nameTaken: 'Nama Area sudah dipakai di lokasi ini',
  planUploaded: 'Denah berhasil diunggah',
  planRemoved: 'Denah berhasil dihapus',
  planRequired: 'File Denah tidak boleh kosong',
  planTooLarge: 'Ukuran file tidak boleh lebih dari 5 Mb',
  planType: 'Denah harus berupa gambar PNG, JPG atau PDF',
  noPlan: 'Area ini belum memiliki denah',
  badMultipart: 'Data formulir tidak valid',
} as const

const siteFields = {
  kode_lokasi: text({
    label: 'Kode Lokasi',
    required: 'Kode Lokasi tidak boleh kosong',
    max: 12,
    pattern: { source: '^[A-Z0-9]{2,12}$', message: SITE_MESSAGES.kodeInvalid },
    description: "2–12 huruf besar atau angka, unik ('PJB1'); awal nomor perangkat",
  }),
  nama_lokasi: text({ label: 'Nama Lokasi', required: 'Nama Lokasi tidak boleh kosong', max: 120 }),
  alamat: text({ label: 'Alamat', required: 'Alamat tidak boleh kosong', max: 500, multiline: true }),
  link_maps: text({
    label: 'Link Maps',
    max: 500,
    pattern: { source: '^https://[^\\s]+$', message: 'Link Maps harus berupa alamat https' },
  }),
  status_aktif: choice(STATUS_LOKASI_OPTIONS, {
    label: 'Status Aktif',
    message: 'Status Aktif tidak valid',
    description: 'aktif / tidak aktif (bawaan aktif)',
  }),
  version: versionField,
}
const siteExample = {
  kode_lokasi: 'PJB1',
  nama_lokasi: 'Pabrik Buduran',
  alamat: 'Jl. Raya Buduran No. 12, Sidoarjo',
  link_maps: 'https://maps.app.goo.gl/contoh',
  status_aktif: 'aktif',
} as const

// createData: the customer is stated once; a site never moves to another customer (its devices'
// readings are that customer's audit record).
export const siteContract = defineContract(
  {
    idpelanggan: idField(
      'ID Pelanggan',
      'ID Pelanggan tidak boleh kosong',
      SITE_MESSAGES.customerNotFound,
      'Pelanggan pemilik lokasi',
    ),
    ...siteFields,
  },
  { example: { idpelanggan: 7, ...siteExample } },
)
// updateData: every field but the customer.
export const siteUpdateContract = defineContract(siteFields, { example: { ...siteExample, version: 1 } })
export type SiteInput = Omit<ContractValue<typeof siteContract>, 'version'>
export type SiteUpdateInput = Omit<ContractValue<typeof siteUpdateContract>, 'version'>

export const areaContract = defineContract(
  {
    idlokasi: idField('Lokasi', 'Lokasi tidak boleh kosong', SITE_MESSAGES.unknownInBody, 'Lokasi area ini'),
    nama_area: text({ label: 'Nama Area', required: 'Nama Area tidak boleh kosong', max: 80 }),
    zona: choice(ZONA_OPTIONS, {
      label: 'Zona',
      required: 'Zona tidak boleh kosong',
      message: 'Zona tidak valid',
      description: 'produksi / non-produksi / luar gedung',
    }),
    version: versionField,
  },
  { example: { idlokasi: 3, nama_area: 'Gudang bahan baku', zona: 'produksi' } },
)
export type AreaInput = Omit<ContractValue<typeof areaContract>, 'version'>

const timestamps = {
  version: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
}

export const SiteRecord = Type.Object({
  idlokasi: Type.Integer(),
  idpelanggan: Type.Integer(),
  kode_pelanggan: Type.String(),
  nama_pelanggan: Type.String(),
  kode_lokasi: Type.String(),
  nama_lokasi: Type.String(),
  alamat: Type.String(),
  link_maps: Type.String(),
  status_aktif: Type.Enum([...STATUS_LOKASI_OPTIONS]),
  jumlah_area: Type.Integer({ description: 'Banyaknya area' }),
  ...timestamps,
})
export type Site = Static<typeof SiteRecord>

export const SITE_EXAMPLE: Site = {
  idlokasi: 3,
  idpelanggan: 7,
  kode_pelanggan: 'TTSG-sda-007',
  nama_pelanggan: 'PT Pangan Jaya',
  kode_lokasi: 'PJB1',
  nama_lokasi: 'Pabrik Buduran',
  alamat: 'Jl. Raya Buduran No. 12, Sidoarjo',
  link_maps: 'https://maps.app.goo.gl/contoh',
  status_aktif: 'aktif',
  jumlah_area: 3,
  version: 1,
  created_at: '2026-12-01T08:00:00.000Z',
  updated_at: '2026-12-01T08:00:00.000Z',
}

export const AreaRecord = Type.Object({
  idarea: Type.Integer(),
  idlokasi: Type.Integer(),
  idpelanggan: Type.Integer(),
  kode_lokasi: Type.String(),
  nama_lokasi: Type.String(),
  nama_area: Type.String(),
  zona: Type.Enum([...ZONA_OPTIONS]),
  denah: Type.Union([Type.String({ description: 'Tautan denah lewat /api' }), Type.Null()]),
  nama_file_denah: Type.Union([Type.String(), Type.Null()]),
  tipe_denah: Type.Union([
    Type.String({ description: 'image/png, image/jpeg atau application/pdf (halaman pertama)' }),
    Type.Null(),
  ]),
  ...timestamps,
})
export type Area = Static<typeof AreaRecord>

export const AREA_EXAMPLE: Area = {
  idarea: 5,
  idlokasi: 3,
  idpelanggan: 7,
  kode_lokasi: 'PJB1',
  nama_lokasi: 'Pabrik Buduran',
  nama_area: 'Gudang bahan baku',
  zona: 'produksi',
  denah: '/api/area/denah/5',
  nama_file_denah: 'denah-gudang.png',
  tipe_denah: 'image/png',
  version: 2,
  created_at: '2026-12-01T08:00:00.000Z',
  updated_at: '2026-12-01T08:05:00.000Z',
}

// The history's field names as the screens show them.
export const SITE_LABELS: Record<string, string> = {
  idpelanggan: 'Pelanggan',
  kode_lokasi: 'Kode Lokasi',
  nama_lokasi: 'Nama Lokasi',
  alamat: 'Alamat',
  link_maps: 'Link Maps',
  status_aktif: 'Status Aktif',
}
export const AREA_LABELS: Record<string, string> = {
  nama_area: 'Nama Area',
  zona: 'Zona',
  nama_file_denah: 'Denah',
}

// The text field of a plan's upload (multipart): the version last read, if sent.
export const areaVersionContract = defineContract({ version: versionField })
