import { PERSON_KINDS, type PersonKind } from '../../core/personal-data.ts'

// Browser-safe: the people whose data can be exported and erased, the formats of an export, and
// the texts the API and the screens share (issue 38).
export { ERASED, PERSON_KINDS, type PersonKind } from '../../core/personal-data.ts'

export const PERSON_LABELS: Record<PersonKind, string> = {
  kontak: 'permintaan kontak',
  pemesanan: 'prospek',
  pelanggan: 'pelanggan',
  teknisi: 'teknisi',
  pengguna: 'pengguna',
}

export const EXPORT_FORMATS = ['json', 'pdf', 'zip'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const ERASURE_MESSAGES = {
  erased: 'Data pribadi berhasil dihapus',
  already: 'Data pribadi orang ini sudah dihapus sebelumnya',
  ownAccount: 'Data pribadi akun yang sedang Anda pakai tidak dapat dihapus dari akun itu sendiri',
  badFormat: 'Format ekspor harus json, pdf atau zip',
} as const

// What an erasure did: the rows whose personal fields now read '[dihapus]', the rows kept and why,
// and how many files were removed. Recorded in its event and answered again when asked twice.
export type ErasureResult = {
  jenis: PersonKind
  id: string
  waktu: string
  dihapus: { label: string; jumlah: number }[]
  disimpan: { label: string; jumlah: number; alasan: string }[]
  berkas_dihapus: number
}

export const isPersonKind = (value: string): value is PersonKind =>
  (PERSON_KINDS as readonly string[]).includes(value)
