import { type Static, Type } from 'typebox'
import { type ContractValue, choice, date, defineContract, integer, text } from '../../core/contract.ts'
import { EMAIL_PATTERN, JENIS_USAHA_OPTIONS, PERMASALAHAN_OPTIONS } from '../contact/contract.ts'
import { JENIS_PEKERJAAN_OPTIONS } from '../customers/contract.ts'

// Browser-safe: the prospect screens (Prospek Pelanggan) check the same contract the API checks.

export const SUMBER_OPTIONS = ['Website', 'Telepon', 'WhatsApp', 'Datang langsung', 'Lainnya'] as const
export const PROSPECT_STATUS_OPTIONS = ['baru', 'dihubungi', 'survei', 'penawaran', 'batal', 'deal'] as const
// The fields the admin states, in the form's order.
export const PROSPECT_FIELDS = [
  'nama',
  'no_telp',
  'email',
  'alamat',
  'permasalahan',
  'jenis_usaha',
  'jenis_pekerjaan',
  'deskripsi',
  'sumber',
  'status',
  'tanggal_survei',
  'catatan',
] as const

export type ProspectStatus = (typeof PROSPECT_STATUS_OPTIONS)[number]
// Moved freely among these; `batal` from any of them and back to `baru`; `deal` only by conversion.
export const OPEN_STATUSES: readonly ProspectStatus[] = ['baru', 'dihubungi', 'survei', 'penawaran']

export const PHONE_PATTERN = '^\\+?[0-9]{8,15}$'

export const PROSPECT_MESSAGES = {
  notFound: 'Data prospek tidak ditemukan',
  created: 'Prospek berhasil ditambahkan',
  updated: 'Prospek berhasil diubah',
  deleted: 'Prospek berhasil dihapus',
  converted: 'Prospek berhasil dikonversi menjadi pelanggan',
  alreadyConverted: 'Prospek ini sudah dikonversi menjadi pelanggan',
  statusRefused: (status: string) => `Status tidak dapat diubah menjadi ${status}`,
} as const

export const prospectContract = defineContract(
  {
    nama: text({ label: 'Nama', required: 'Nama tidak boleh kosong', max: 120 }),
    no_telp: text({
      label: 'No Telp',
      required: 'No Telp tidak boleh kosong',
      max: 16,
      pattern: { source: PHONE_PATTERN, message: 'No Telp tidak valid' },
    }),
    email: text({
      label: 'Email',
      max: 254,
      pattern: { source: EMAIL_PATTERN, message: 'Format Email tidak benar' },
    }),
    alamat: text({ label: 'Alamat', max: 500, multiline: true }),
    permasalahan: choice(PERMASALAHAN_OPTIONS, {
      label: 'Permasalahan',
      message: 'Permasalahan tidak valid',
    }),
    jenis_usaha: choice(JENIS_USAHA_OPTIONS, { label: 'Jenis Usaha', message: 'Jenis Usaha tidak valid' }),
    jenis_pekerjaan: choice(JENIS_PEKERJAAN_OPTIONS, {
      label: 'Jenis Pekerjaan',
      message: 'Jenis Pekerjaan tidak valid',
    }),
    deskripsi: text({ label: 'Deskripsi', max: 2000, multiline: true }),
    sumber: choice(SUMBER_OPTIONS, {
      label: 'Sumber',
      required: 'Sumber tidak boleh kosong',
      message: 'Sumber tidak valid',
    }),
    status: choice(PROSPECT_STATUS_OPTIONS, { label: 'Status', message: 'Status tidak valid' }),
    tanggal_survei: date({ label: 'Tanggal Survei' }),
    catatan: text({ label: 'Catatan', max: 2000, multiline: true }),
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  {
    example: {
      nama: 'Ibu Ratna Wulandari',
      no_telp: '081331234567',
      email: 'ratna@contoh.co.id',
      alamat: 'Perum Pondok Jati Blok AM-5, Sidoarjo',
      permasalahan: 'Rayap',
      jenis_usaha: 'Rumah',
      jenis_pekerjaan: 'Termite Control',
      deskripsi: 'Kusen dapur keropos',
      sumber: 'Telepon',
      status: 'dihubungi',
      tanggal_survei: '2026-11-25',
      catatan: 'Minta survei hari Rabu pagi',
      version: 2,
    },
  },
)

type Input = ContractValue<typeof prospectContract>
// What the admin states about a prospect (status apart: it follows its own rules).
export type ProspectValues = Omit<Input, 'version' | 'status'>

export const ProspectRecord = Type.Object({
  idpemesanan: Type.Integer(),
  nama: Type.String(),
  no_telp: Type.String(),
  email: Type.String(),
  alamat: Type.String(),
  permasalahan: Type.String(),
  jenis_usaha: Type.String(),
  jenis_pekerjaan: Type.String(),
  deskripsi: Type.String(),
  sumber: Type.String(),
  status: Type.String(),
  tanggal_survei: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  catatan: Type.String(),
  idpelanggan: Type.Union([Type.Integer(), Type.Null()]),
  versi_kebijakan_privasi: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Versi kebijakan privasi saat permintaan kontak website dikirim (null: dicatat admin)',
  }),
  persetujuan_kebijakan_pada: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Kapan permintaan kontak dikirim di bawah kebijakan itu',
  }),
  id_permintaan_kontak: Type.Union([Type.String(), Type.Null()], {
    description: 'Permintaan kontak website asal prospek ini (null: dicatat admin)',
  }),
  version: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})

export type Prospect = Static<typeof ProspectRecord>

// Labels of the history and of the CSV export.
export const PROSPECT_LABELS: Record<string, string> = {
  idpemesanan: 'ID',
  nama: 'Nama',
  no_telp: 'No Telp',
  email: 'Email',
  alamat: 'Alamat',
  permasalahan: 'Permasalahan',
  jenis_usaha: 'Jenis Usaha',
  jenis_pekerjaan: 'Jenis Pekerjaan',
  deskripsi: 'Deskripsi',
  sumber: 'Sumber',
  status: 'Status',
  tanggal_survei: 'Tanggal Survei',
  catatan: 'Catatan',
  idpelanggan: 'ID Pelanggan',
  created_at: 'Dibuat',
}
