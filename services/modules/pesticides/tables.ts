import type { ColumnType } from 'kysely'

// The read tables of the pesticides module's projections (migration 2026-12-06T0900).
export interface PesticidesTable {
  idpestisida: number
  nama_dagang: string
  bahan_aktif: string
  kadar: string
  formulasi: string
  nomor_registrasi: string
  berlaku_sampai: ColumnType<string, string, string>
  terbatas: boolean
  satuan: string
  hama_sasaran: string
  pengenceran: string
  label_key: string | null
  nama_label: string | null
  label_tipe: string | null
  sds_key: string | null
  nama_sds: string | null
  sds_tipe: string | null
  search_text: ColumnType<string, never, never>
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

export interface TechnicianLicencesTable {
  idlisensi: number
  idteknisi: number
  jenis_lisensi: string
  nomor: string
  berlaku_sampai: ColumnType<string, string, string>
  file_key: string | null
  nama_file: string | null
  file_tipe: string | null
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

export interface PesticideApplicationsTable {
  idpemakaian: number
  idpenjadwalan: number
  idpelanggan: number
  idteknisi: number | null
  tanggal: ColumnType<string, string, string>
  idpestisida: number
  // numeric: read as text, written as a number.
  jumlah: ColumnType<string, number, number>
  satuan: string
  pengenceran: string
  idarea: number | null
  metode: string
  catatan: string
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

export type PesticideTables = {
  pesticides: PesticidesTable
  technician_licences: TechnicianLicencesTable
  pesticide_applications: PesticideApplicationsTable
}
