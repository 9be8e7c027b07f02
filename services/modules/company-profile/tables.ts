import type { ColumnType } from 'kysely'

export interface CompanyProfileTable {
  id: string
  nama_perusahaan: string
  alamat: string
  npwp: string
  pkp: boolean
  ppn_persen: number
  nama_bank: string
  nomor_rekening: string
  atas_nama_rekening: string
  penandatangan_nama: string
  penandatangan_jabatan: string
  version: number
  updated_at: ColumnType<Date, string, string>
}

export type CompanyProfileTables = { company_profile: CompanyProfileTable }

// One row per version of the privacy notice (privacy.ts).
export interface PrivacyNoticesTable {
  versi: number
  teks: string
  berlaku_sejak: ColumnType<Date, string, string>
  version: number
}

export type PrivacyNoticeTables = { privacy_notices: PrivacyNoticesTable }
