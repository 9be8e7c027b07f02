import type { ColumnType } from 'kysely'

// The read table of the contracts projection.
export interface ContractsTable {
  idkontrak: number
  nomor_kontrak: string
  idpelanggan: number
  jenis_pekerjaan: string
  periode_kunjungan: string
  tanggal_mulai: ColumnType<string, string, string>
  tanggal_selesai: ColumnType<string, string, string>
  nilai_kontrak: number
  idteknisi: number | null
  // Issue 39 (migration 2026-12-06T1110); null: no site named.
  idlokasi: ColumnType<number | null, number | null | undefined, number | null>
  status_aktif: string
  catatan: string
  file_key: string | null
  nama_file_kontrak: string | null
  file_tipe: string | null
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

// Write side: the last number given per year of tanggal_mulai.
export interface ContractNumbersTable {
  tahun: number
  terakhir: number
}

// One row per contract, kept by triggers on `contracts` and `customers` (docs/adr/0019): the
// number and the customer's search text in lower case, joined by a line feed, and the columns the
// list filters on, so a search counts on this narrow table alone.
export interface ContractSearchTable {
  idkontrak: number
  idpelanggan: number
  search_text: string
  jenis_pekerjaan: string
  status_aktif: string
  tanggal_selesai: ColumnType<string, string, string>
}

export type ContractTables = {
  contracts: ContractsTable
  contract_numbers: ContractNumbersTable
  contract_search: ContractSearchTable
}
