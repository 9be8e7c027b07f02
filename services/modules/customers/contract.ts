import { type Static, Type } from 'typebox'
import { boolean, type ContractValue, choice, defineContract, integer, text } from '../../core/contract.ts'
import { EMAIL_PATTERN, JENIS_USAHA_OPTIONS } from '../contact/contract.ts'
import { KODE_PATTERN } from './codes.ts'
import { ConsentRecordFields, consentFields, type DasarPemrosesan } from './consent.ts'

// Browser-safe: the customer screens in web/ import this file for the same rules and pick lists.

export {
  KODE_AREA_OPTIONS,
  KODE_PATTERN,
  KODE_PELANGGAN_OPTIONS,
  type KodeArea,
} from './codes.ts'
export { JENIS_USAHA_OPTIONS }

export const JENIS_PEKERJAAN_OPTIONS = [
  'Pest Control',
  'Rodent Control',
  'Termite Control',
  'Disinfeksi',
  'Fumigasi',
  'Dll',
] as const
export const PERIODE_KUNJUNGAN_OPTIONS = [
  '1x / bulan',
  '2x / bulan',
  '1x / minggu',
  'permintaan',
  'station',
] as const
export const STATUS_AKTIF_OPTIONS = ['aktif', 'tidak aktif'] as const

export type JenisPekerjaan = (typeof JENIS_PEKERJAAN_OPTIONS)[number]
export type PeriodeKunjungan = (typeof PERIODE_KUNJUNGAN_OPTIONS)[number]
export type StatusAktif = (typeof STATUS_AKTIF_OPTIONS)[number]

export {
  DASAR_PEMROSESAN_LABELS,
  DASAR_PEMROSESAN_OPTIONS,
  type DasarPemrosesan,
} from './consent.ts'

export const CUSTOMER_MESSAGES = {
  notFound: 'Data pelanggan tidak ditemukan',
  // An unknown id inside a body (domain-model.md, Common).
  unknownInBody: 'Pelanggan tidak ditemukan',
  kodeTaken: 'Kode Pelanggan sudah dipakai',
  kodeInvalid: 'Format Kode Pelanggan tidak valid',
  areaInvalid: 'Area tidak valid',
  created: 'Data pelanggan berhasil ditambah',
  updated: 'Data pelanggan berhasil diubah',
  deleted: 'Data pelanggan berhasil dihapus',
  statusChanged: 'Status pelanggan berhasil diubah',
  periodeChanged: 'Periode kunjungan berhasil diubah',
  jenisPekerjaanInvalid: 'Jenis Pekerjaan tidak valid',
  statusAktifInvalid: 'Status Aktif tidak valid',
} as const

// 'Data masih dipakai oleh kontrak, nonaktifkan saja' (domain-model.md, Common).
export const inUseMessage = (what: string) => `Data masih dipakai oleh ${what}, nonaktifkan saja`

const versionField = integer({
  label: 'Versi',
  min: { value: 0, message: 'Versi tidak valid' },
  description: 'Versi terakhir yang dibaca (atau If-Match); tanpa versi berlaku pada data terkini',
})

const periodeField = choice(PERIODE_KUNJUNGAN_OPTIONS, {
  label: 'Periode Kunjungan',
  required: 'Periode Kunjungan tidak boleh kosong',
  message: 'Periode Kunjungan tidak valid',
})

const statusAktifField = choice(STATUS_AKTIF_OPTIONS, {
  label: 'Status Aktif',
  message: CUSTOMER_MESSAGES.statusAktifInvalid,
  description: 'aktif / tidak aktif (bawaan aktif)',
})

// The fields of a customer the admin states, in the form's (and the export's) order.
export const CUSTOMER_FIELDS = [
  'kode_pelanggan',
  'nama_pelanggan',
  'nama_kontak',
  'alamat',
  'link_maps',
  'no_telp',
  'email',
  'jenis_usaha',
  'jenis_pekerjaan',
  'periode_kunjungan',
  'status_aktif',
  'catatan',
  'kirim_laporan_bulanan',
  'dasar_pemrosesan',
  'persetujuan_email_laporan',
] as const

const detailFields = {
  kode_pelanggan: text({
    label: 'Kode Pelanggan',
    required: 'Kode Pelanggan tidak boleh kosong',
    max: 20,
    pattern: { source: KODE_PATTERN, message: CUSTOMER_MESSAGES.kodeInvalid },
    description: 'TTSG-{sda|sby|kdr|mjk|mlng}-{nnn}',
  }),
  nama_pelanggan: text({ label: 'Nama Pelanggan', required: 'Nama Pelanggan tidak boleh kosong', max: 120 }),
  nama_kontak: text({ label: 'Nama Kontak', max: 120 }),
  alamat: text({ label: 'Alamat', required: 'Alamat tidak boleh kosong', max: 500, multiline: true }),
  link_maps: text({
    label: 'Link Maps',
    max: 500,
    pattern: { source: '^https://[^\\s]+$', message: 'Link Maps harus berupa alamat https' },
  }),
  no_telp: text({
    label: 'No Telp',
    required: 'No Telp tidak boleh kosong',
    max: 20,
    pattern: { source: '^\\+?[0-9]{8,15}$', message: 'No Telp tidak valid' },
  }),
  email: text({
    label: 'Email',
    max: 254,
    format: 'email',
    pattern: { source: EMAIL_PATTERN, message: 'Format Email tidak benar' },
  }),
  jenis_usaha: choice(JENIS_USAHA_OPTIONS, {
    label: 'Jenis Usaha',
    required: 'Jenis Usaha tidak boleh kosong',
    message: 'Jenis Usaha tidak valid',
  }),
  jenis_pekerjaan: choice(JENIS_PEKERJAAN_OPTIONS, {
    label: 'Jenis Pekerjaan',
    required: 'Jenis Pekerjaan tidak boleh kosong',
    message: CUSTOMER_MESSAGES.jenisPekerjaanInvalid,
  }),
  periode_kunjungan: periodeField,
  status_aktif: statusAktifField,
  catatan: text({ label: 'Catatan', max: 2000, multiline: true }),
  // Whether the worker emails the customer its monthly treatment report (docs/adr/0041).
  kirim_laporan_bulanan: boolean({
    label: 'Kirim Laporan Bulanan',
    description: 'Kirim laporan treatment bulanan (PDF) ke email pelanggan; bawaan tidak',
  }),
  ...consentFields,
}

const example: CustomerDetails = {
  kode_pelanggan: 'TTSG-sda-004',
  nama_pelanggan: 'Toko Bangunan Makmur (contoh)',
  nama_kontak: 'Bapak Hendra',
  alamat: 'Jl. Raya Candi No. 17, Candi, Sidoarjo',
  link_maps: 'https://maps.app.goo.gl/contoh',
  no_telp: '081234567890',
  email: 'makmur@contoh.co.id',
  jenis_usaha: 'Bisnis',
  jenis_pekerjaan: 'Pest Control',
  periode_kunjungan: '1x / bulan',
  status_aktif: 'aktif',
  catatan: 'Gudang belakang dikunci, minta kunci ke satpam.',
  kirim_laporan_bulanan: true,
  dasar_pemrosesan: 'kontrak',
  persetujuan_email_laporan: true,
}

// POST /api/pelanggan/createData and PUT /api/pelanggan/updateData/{id}: the same fields; an update
// without `status_aktif` (or `kirim_laporan_bulanan`) keeps the current value.
export const customerContract = defineContract(
  { ...detailFields, version: versionField },
  { example: { ...example, version: 3 } },
)

// PUT /api/pelanggan/updatePeriodeKunjungan
export const periodeKunjunganContract = defineContract(
  {
    idpelanggan: integer({
      label: 'ID Pelanggan',
      required: 'ID Pelanggan tidak boleh kosong',
      min: { value: 1, message: CUSTOMER_MESSAGES.unknownInBody },
      max: { value: 2_147_483_647, message: CUSTOMER_MESSAGES.unknownInBody },
    }),
    periode_kunjungan: periodeField,
    version: versionField,
  },
  { example: { idpelanggan: 12, periode_kunjungan: '2x / bulan', version: 3 } },
)

// PUT /api/pelanggan/editStatus/{id}: activation and deactivation.
export const customerStatusContract = defineContract(
  {
    status_aktif: choice(STATUS_AKTIF_OPTIONS, {
      label: 'Status Aktif',
      required: 'Status Aktif tidak boleh kosong',
      message: CUSTOMER_MESSAGES.statusAktifInvalid,
    }),
    version: versionField,
  },
  { example: { status_aktif: 'tidak aktif', version: 3 } },
)

type Body = ContractValue<typeof customerContract>

// What the admin states about a customer, as the commands take it: optional text fields are ''
// when left out, and the status is always given.
export type CustomerDetails = {
  kode_pelanggan: string
  nama_pelanggan: string
  nama_kontak: string
  alamat: string
  link_maps: string
  no_telp: string
  email: string
  jenis_usaha: Body['jenis_usaha']
  jenis_pekerjaan: Body['jenis_pekerjaan']
  periode_kunjungan: Body['periode_kunjungan']
  status_aktif: StatusAktif
  catatan: string
  kirim_laporan_bulanan: boolean
  dasar_pemrosesan: DasarPemrosesan
  persetujuan_email_laporan: boolean
}

// The input of createCustomer: a body (or a prospect's fields) with the optional fields left out.
export type CustomerInput = Omit<Body, OptionalDetail | 'version'> &
  Partial<Pick<CustomerDetails, OptionalDetail>>

type OptionalDetail = 'nama_kontak' | 'link_maps' | 'email' | 'catatan' | OptionalSwitch
type OptionalSwitch = 'kirim_laporan_bulanan' | 'dasar_pemrosesan' | 'persetujuan_email_laporan'

// Fills the optional fields of a cleaned body.
export function customerDetails(input: CustomerInput, current?: CustomerDetails): CustomerDetails {
  return {
    kode_pelanggan: input.kode_pelanggan,
    nama_pelanggan: input.nama_pelanggan,
    nama_kontak: input.nama_kontak ?? '',
    alamat: input.alamat,
    link_maps: input.link_maps ?? '',
    no_telp: input.no_telp,
    email: input.email ?? '',
    jenis_usaha: input.jenis_usaha,
    jenis_pekerjaan: input.jenis_pekerjaan,
    periode_kunjungan: input.periode_kunjungan,
    status_aktif: input.status_aktif ?? current?.status_aktif ?? 'aktif',
    catatan: input.catatan ?? '',
    // Off by default; an edit that leaves it out keeps it (a client that never shows it never
    // switches it off).
    kirim_laporan_bulanan: input.kirim_laporan_bulanan ?? current?.kirim_laporan_bulanan ?? false,
    // The same for the basis (contract by default) and the consent (none until given).
    dasar_pemrosesan: input.dasar_pemrosesan ?? current?.dasar_pemrosesan ?? 'kontrak',
    persetujuan_email_laporan: input.persetujuan_email_laporan ?? current?.persetujuan_email_laporan ?? false,
  }
}

// The record as the API answers it.
export const CustomerRecord = Type.Object({
  idpelanggan: Type.Integer(),
  kode_pelanggan: Type.String({ description: 'TTSG-{sda|sby|kdr|mjk|mlng}-{nnn}' }),
  nama_pelanggan: Type.String(),
  nama_kontak: Type.String(),
  alamat: Type.String(),
  link_maps: Type.String(),
  no_telp: Type.String(),
  email: Type.String(),
  jenis_usaha: Type.Enum([...JENIS_USAHA_OPTIONS]),
  jenis_pekerjaan: Type.Enum([...JENIS_PEKERJAAN_OPTIONS]),
  periode_kunjungan: Type.Enum([...PERIODE_KUNJUNGAN_OPTIONS]),
  status_aktif: Type.Enum([...STATUS_AKTIF_OPTIONS]),
  catatan: Type.String(),
  kirim_laporan_bulanan: Type.Boolean({
    description: 'Laporan treatment bulanan dikirim ke email pelanggan',
  }),
  ...ConsentRecordFields,
  version: Type.Integer({ description: 'Versi; kirim kembali saat mengubah (atau If-Match)' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})

export type Customer = Static<typeof CustomerRecord>

// One entry of the pick list (GET /api/pelanggan/getAllData): what a picker shows, no more (ADR 0013).
export const CustomerChoice = Type.Pick(CustomerRecord, [
  'idpelanggan',
  'kode_pelanggan',
  'nama_pelanggan',
  'status_aktif',
])
export type CustomerChoice = Static<typeof CustomerChoice>

export const CUSTOMER_EXAMPLE: Customer = {
  idpelanggan: 12,
  ...example,
  persetujuan_email_laporan_pada: '2026-11-20T02:15:00.000Z',
  version: 3,
  created_at: '2026-11-20T02:15:00.000Z',
  updated_at: '2026-11-23T08:40:00.000Z',
}

export { CUSTOMER_FIELD_LABELS } from './labels.ts'
