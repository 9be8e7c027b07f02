import { type Static, Type } from 'typebox'
import { type ContractValue, choice, defineContract, text } from '../../core/contract.ts'

// Browser-safe: shared with the technician screens in web/. The record as the API answers it, and
// the contract of the add and edit forms.

export const STATUS_AKTIF_OPTIONS = ['aktif', 'tidak aktif'] as const
export type StatusAktif = (typeof STATUS_AKTIF_OPTIONS)[number]

export const TECHNICIAN_PHONE_PATTERN = '^\\+?[0-9]{8,15}$'

export const TECHNICIAN_MESSAGES = {
  notFound: 'Data teknisi tidak ditemukan',
  created: 'Teknisi berhasil ditambahkan',
  updated: 'Teknisi berhasil diubah',
  deleted: 'Teknisi berhasil dihapus',
  inUse: (what: string) => `Data masih dipakai oleh ${what}, nonaktifkan saja`,
} as const

export const technicianContract = defineContract(
  {
    nama_teknisi: text({ label: 'Nama Teknisi', required: 'Nama Teknisi tidak boleh kosong', max: 120 }),
    no_telp: text({
      label: 'No Telp',
      required: 'No Telp tidak boleh kosong',
      max: 16,
      pattern: { source: TECHNICIAN_PHONE_PATTERN, message: 'No Telp tidak valid' },
    }),
    alamat: text({ label: 'Alamat', max: 500, multiline: true }),
    status_aktif: choice(STATUS_AKTIF_OPTIONS, {
      label: 'Status Aktif',
      message: 'Status Aktif tidak valid',
    }),
  },
  {
    example: {
      nama_teknisi: 'Agus Setiawan',
      no_telp: '081233870114',
      alamat: 'Jl. Raya Candi No. 7, Candi, Sidoarjo',
      status_aktif: 'aktif',
    },
  },
)

export type TechnicianValues = ContractValue<typeof technicianContract>

export const TechnicianRecord = Type.Object({
  idteknisi: Type.Integer(),
  nama_teknisi: Type.String(),
  no_telp: Type.String(),
  alamat: Type.String(),
  status_aktif: Type.String({ description: 'aktif / tidak aktif' }),
  username: Type.Union([Type.String(), Type.Null()], { description: 'Akun teknisi, bila sudah dibuat' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})

export type Technician = Static<typeof TechnicianRecord>

export type TechnicianInput = {
  nama_teknisi: string
  no_telp: string
  alamat: string
  status_aktif?: StatusAktif
}

// Labels of the history and of the CSV export.
export const TECHNICIAN_LABELS: Record<string, string> = {
  idteknisi: 'ID',
  nama_teknisi: 'Nama Teknisi',
  no_telp: 'No Telp',
  alamat: 'Alamat',
  status_aktif: 'Status Aktif',
  username: 'Username',
  created_at: 'Dibuat',
}
