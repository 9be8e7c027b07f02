import type { ColumnType } from 'kysely'

export interface ProspectsTable {
  idpemesanan: number
  nama: string
  no_telp: string
  email: string
  alamat: string
  permasalahan: string
  jenis_usaha: string
  jenis_pekerjaan: string
  deskripsi: string
  sumber: string
  status: string
  tanggal_survei: string | null
  catatan: string
  idpelanggan: number | null
  contact_request_id: string | null
  versi_kebijakan_privasi: number | null
  persetujuan_kebijakan_pada: ColumnType<Date | null, string | null, string | null>
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

// One row per prospect, kept by triggers on `prospects` (docs/adr/0019): the list's search text in
// lower case, the columns it filters on and its order, so a search counts and pages on it alone.
export interface ProspectSearchTable {
  idpemesanan: number
  search_text: string
  status: string
  sumber: string
  created_at: ColumnType<Date, string, string>
}

export type ProspectTables = { prospects: ProspectsTable; prospect_search: ProspectSearchTable }
