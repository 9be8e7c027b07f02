import type { ColumnType } from 'kysely'

// The read table of the certificates projection (migration 2026-11-28T1100).
export interface CertificatesTable {
  idsertifikat_rayap: number
  nomor_sertifikat: string
  idpenjadwalan: number
  idpelanggan: number
  tanggal_expired: ColumnType<string, string, string>
  kode_verifikasi: string
  file_key: string
  nama_file: string
  file_tipe: string
  bukti_key: string | null
  nama_bukti: string | null
  bukti_tipe: string | null
  // Kept by triggers: the number, the id and the customer's name, in lower case.
  search_text: ColumnType<string, never, never>
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

// Write side: the last number given per year.
export interface CertificateNumbersTable {
  tahun: number
  terakhir: number
}

// Expiry reminders claimed and sent (migration 2026-11-29T0900): no projection, never rebuilt.
export interface CertificateRemindersTable {
  idsertifikat_rayap: number
  threshold: number
  tanggal_expired: ColumnType<string, string, string>
  claimed_at: ColumnType<Date, string | undefined, never>
  sent_at: ColumnType<Date | null, string | undefined, string>
}

export type CertificateTables = {
  certificates: CertificatesTable
  certificate_numbers: CertificateNumbersTable
  certificate_reminders: CertificateRemindersTable
}
