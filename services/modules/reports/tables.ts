import type { ColumnType } from 'kysely'

// The read table of the reports projection (migration 2026-11-28T1110).
export interface ReportsTable {
  id_laporan: number
  idpelanggan: number
  tanggal_laporan: ColumnType<string, string, string>
  catatan: string
  file_key: string
  nama_file: string
  file_tipe: string
  // Kept by triggers: the id, the customer's name and the note, in lower case (what the search reads).
  search_text: ColumnType<string, never, never>
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

export type ReportTables = { reports: ReportsTable }
