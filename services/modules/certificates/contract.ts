import { type Static, Type } from 'typebox'
import { type ContractValue, date, defineContract, integer } from '../../core/contract.ts'

// Browser-safe: the certificate screens import this file for the same rules and messages.

// Files (api-contract.md, spec section 9): at most 5242880 bytes, jpg/jpeg/png/pdf checked by content.
export const CERTIFICATE_FILE_MAX_BYTES = 5_242_880
export const CERTIFICATE_JOB_TYPE = 'Termite Control'
export const STATUS_SERTIFIKAT_OPTIONS = ['berlaku', 'kedaluwarsa'] as const
export type StatusSertifikat = (typeof STATUS_SERTIFIKAT_OPTIONS)[number]

export const CERTIFICATE_MESSAGES = {
  created: 'Data Sertifikat berhasil Ditambah',
  updated: 'Data Sertifikat berhasil Diupdate',
  deleted: 'Data Sertifikat berhasil Dihapus',
  // decisions.md: the specification's 'Gagal mengupdate data tagihan' was a slip of the original.
  updateFailed: 'Gagal mengupdate data sertifikat',
  notFound: 'Sertifikat tidak ditemukan',
  visitRequired: 'ID Penjadwalan tidak boleh kosong',
  visitNotFound: 'Penjadwalan tidak ditemukan',
  visitNotTermite: 'Penjadwalan harus pekerjaan Termite Control',
  visitTaken: 'Sertifikat untuk penjadwalan ini sudah ada',
  expiryRequired: 'Tanggal expired tidak boleh kosong',
  fileRequired: 'File Sertifikat tidak boleh kosong',
  proofRequired: 'File Bukti Transfer tidak boleh kosong',
  fileTooLarge: 'Ukuran file tidak boleh lebih dari 5 Mb',
  fileType: 'Format file tidak didukung',
  noProof: 'Sertifikat ini belum memiliki bukti transfer',
  badMultipart: 'Data formulir tidak valid',
  verificationNotFound: 'Sertifikat tidak ditemukan',
} as const

const visitField = {
  label: 'ID Penjadwalan',
  min: { value: 1, message: CERTIFICATE_MESSAGES.visitNotFound },
  max: { value: 2_147_483_647, message: CERTIFICATE_MESSAGES.visitNotFound },
  description: 'idpenjadwalan: kunjungan Termite Control yang belum bersertifikat',
}
const tanggal_expired = date({
  label: 'Tanggal expired',
  required: CERTIFICATE_MESSAGES.expiryRequired,
  description: 'Sertifikat berlaku sampai tanggal ini (YYYY-MM-DD)',
})

// The text fields of createData (multipart, with file_sertifikat).
export const certificateCreateContract = defineContract(
  {
    idpenjadwalan: integer({ ...visitField, required: CERTIFICATE_MESSAGES.visitRequired }),
    tanggal_expired,
  },
  { example: { idpenjadwalan: 12, tanggal_expired: '2029-11-30' } },
)

// The text fields of updateData (multipart, with file_sertifikat and file_bukti_tf, both optional):
// only tanggal_expired is required (spec section 5); a visit left out stays.
export const certificateUpdateContract = defineContract(
  {
    idpenjadwalan: integer(visitField),
    tanggal_expired,
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  { example: { idpenjadwalan: 12, tanggal_expired: '2030-11-30', version: 2 } },
)
export type CertificateCreateInput = ContractValue<typeof certificateCreateContract>
export type CertificateUpdateInput = ContractValue<typeof certificateUpdateContract>

// `berlaku` until tanggal_expired (that day included), then `kedaluwarsa` (domain-model.md).
export const certificateStatus = (tanggalExpired: string, today: string): StatusSertifikat =>
  tanggalExpired >= today ? 'berlaku' : 'kedaluwarsa'

// Whole days from `today` to the expiry (negative once expired), for 'berakhir dalam N hari'.
export function daysUntil(tanggalExpired: string, today: string): number {
  return Math.round(
    (Date.parse(`${tanggalExpired}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  )
}

const link = Type.Union([Type.String({ description: 'Tautan unduhan lewat /api' }), Type.Null()])
export const CertificateRecord = Type.Object({
  idsertifikat_rayap: Type.Integer(),
  nomor_sertifikat: Type.String({ description: 'SR/{tahun}/{nnnn}' }),
  idpenjadwalan: Type.Integer(),
  idpelanggan: Type.Integer(),
  kode_pelanggan: Type.String(),
  nama_pelanggan: Type.String(),
  alamat: Type.String(),
  tanggal: Type.String({ format: 'date', description: 'Tanggal pekerjaan (kunjungan)' }),
  file_sertifikat: link,
  nama_file_sertifikat: Type.String(),
  file_bukti_tf: link,
  nama_file_bukti_tf: Type.Union([Type.String(), Type.Null()]),
  tanggal_expired: Type.String({ format: 'date' }),
  status_sertifikat: Type.Enum([...STATUS_SERTIFIKAT_OPTIONS]),
  kode_verifikasi: Type.String({ description: 'Kode halaman /verifikasi/{kode}' }),
  version: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})
export type Certificate = Static<typeof CertificateRecord>

export const CERTIFICATE_EXAMPLE: Certificate = {
  idsertifikat_rayap: 1,
  nomor_sertifikat: 'SR/2026/0001',
  idpenjadwalan: 12,
  idpelanggan: 3,
  kode_pelanggan: 'TTSG-sda-003',
  nama_pelanggan: 'Perumahan Griya Asri',
  alamat: 'Jl. Raya Candi No. 7, Sidoarjo',
  tanggal: '2026-11-20',
  file_sertifikat: '/api/sertifikat_rayap/file/1',
  nama_file_sertifikat: 'sertifikat-rayap.pdf',
  file_bukti_tf: null,
  nama_file_bukti_tf: null,
  tanggal_expired: '2029-11-20',
  status_sertifikat: 'berlaku',
  kode_verifikasi: 'Xb3k9QzP2mVt7LwR4nYs1A',
  version: 1,
  created_at: '2026-11-21T08:00:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
}

// What the public verification page shows: nothing else of the customer or the certificate.
export const VerificationRecord = Type.Object({
  nomor_sertifikat: Type.String(),
  nama_pelanggan: Type.String({ description: 'Semua huruf selain huruf pertama tiap kata disamarkan' }),
  wilayah: Type.String({ description: 'Wilayah dari kode pelanggan: Sidoarjo, Surabaya, ...' }),
  tanggal: Type.String({ format: 'date', description: 'Tanggal pekerjaan' }),
  tanggal_expired: Type.String({ format: 'date' }),
  berlaku: Type.Boolean({ description: 'Berlaku hari ini (Asia/Jakarta)' }),
})
export type Verification = Static<typeof VerificationRecord>

// Areas of the customer codes TTSG-{area}-{nnn} (spec section 3).
export const AREA_NAMES: Record<string, string> = {
  sda: 'Sidoarjo',
  sby: 'Surabaya',
  kdr: 'Kediri',
  mjk: 'Mojokerto',
  mlng: 'Malang',
}

// 'Perumahan Griya Asri' -> 'P******** G**** A***': the first letter of each word only.
export const maskName = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .map((word) => [...word].map((char, index) => (index === 0 ? char : '*')).join(''))
    .join(' ')

// A visit a certificate can be for (the dialogs' picker, `kunjunganTersedia`).
export const VisitChoiceRecord = Type.Object({
  idpenjadwalan: Type.Integer(),
  tanggal: Type.String({ format: 'date' }),
  idpelanggan: Type.Integer(),
  kode_pelanggan: Type.String(),
  nama_pelanggan: Type.String(),
  lokasi: Type.String(),
  status_penjadwalan: Type.String(),
})
export type VisitChoice = Static<typeof VisitChoiceRecord>

// The history's field names as the screens show them.
export const CERTIFICATE_LABELS: Record<string, string> = {
  idpenjadwalan: 'Kunjungan',
  tanggal_expired: 'Tanggal Expired',
  nama_file_sertifikat: 'File Sertifikat',
  nama_file_bukti_tf: 'Bukti Transfer',
}
