import { type Static, Type } from 'typebox'
import { type ContractValue, date, defineContract, integer, text } from '../../core/contract.ts'

// Browser-safe: the report screens import this file for the same rules and messages.

// Files (api-contract.md, spec section 9): at most 5242880 bytes, jpg/jpeg/png/pdf checked by content.
export const REPORT_FILE_MAX_BYTES = 5_242_880

export const REPORT_MESSAGES = {
  created: 'Data Laporan berhasil Ditambah',
  updated: 'Data Laporan berhasil Diupdate',
  deleted: 'Data Laporan berhasil Dihapus',
  updateFailed: 'Gagal mengupdate data laporan',
  notFound: 'Laporan tidak ditemukan',
  customerRequired: 'ID Pelanggan tidak boleh kosong',
  customerNotFound: 'Pelanggan tidak ditemukan',
  dateRequired: 'Tanggal laporan tidak boleh kosong',
  fileRequired: 'File Laporan tidak boleh kosong',
  fileTooLarge: 'Ukuran file tidak boleh lebih dari 5 Mb',
  fileType: 'Format file tidak didukung',
  badMultipart: 'Data formulir tidak valid',
} as const

const customerField = {
  label: 'ID Pelanggan',
  min: { value: 1, message: REPORT_MESSAGES.customerNotFound },
  max: { value: 2_147_483_647, message: REPORT_MESSAGES.customerNotFound },
  description: 'idpelanggan: pelanggan yang sudah ada',
}
const tanggal_laporan = date({
  label: 'Tanggal laporan',
  required: REPORT_MESSAGES.dateRequired,
  description: 'Tanggal laporan (YYYY-MM-DD)',
})
const catatan = text({ label: 'Catatan', max: 2000, multiline: true })

// The text fields of createData (multipart, with file_laporan).
export const reportCreateContract = defineContract(
  {
    idpelanggan: integer({ ...customerField, required: REPORT_MESSAGES.customerRequired }),
    tanggal_laporan,
    catatan,
  },
  { example: { idpelanggan: 3, tanggal_laporan: '2026-11-20', catatan: 'Laporan bulanan gudang' } },
)

// The text fields of updateData (multipart, file_laporan optional): only tanggal_laporan is
// required (spec section 5); a customer left out stays.
export const reportUpdateContract = defineContract(
  {
    idpelanggan: integer(customerField),
    tanggal_laporan,
    catatan,
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  { example: { tanggal_laporan: '2026-11-21', catatan: 'Direvisi', version: 1 } },
)
export type ReportCreateInput = ContractValue<typeof reportCreateContract>
export type ReportUpdateInput = ContractValue<typeof reportUpdateContract>

export const ReportRecord = Type.Object({
  id_laporan: Type.Integer(),
  idpelanggan: Type.Integer(),
  kode_pelanggan: Type.String(),
  nama_pelanggan: Type.String(),
  alamat: Type.String(),
  file_laporan: Type.String({ description: 'Tautan unduhan lewat /api' }),
  nama_file_laporan: Type.String(),
  tanggal_laporan: Type.String({ format: 'date' }),
  catatan: Type.String(),
  version: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})
export type Report = Static<typeof ReportRecord>

export const REPORT_EXAMPLE: Report = {
  id_laporan: 1,
  idpelanggan: 3,
  kode_pelanggan: 'TTSG-sda-003',
  nama_pelanggan: 'Perumahan Griya Asri',
  alamat: 'Jl. Raya Candi No. 7, Sidoarjo',
  file_laporan: '/api/laporan/file/1',
  nama_file_laporan: 'laporan-november.pdf',
  tanggal_laporan: '2026-11-20',
  catatan: 'Laporan bulanan gudang',
  version: 1,
  created_at: '2026-11-21T08:00:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
}

// The history's field names as the screens show them.
export const REPORT_LABELS: Record<string, string> = {
  idpelanggan: 'Pelanggan',
  tanggal_laporan: 'Tanggal Laporan',
  catatan: 'Catatan',
  nama_file_laporan: 'File Laporan',
}
