import type { ColumnType } from 'kysely'

// The read tables of the sites projection (migration 2026-12-06T1100).
export interface SitesTable {
  idlokasi: number
  idpelanggan: number
  kode_lokasi: string
  nama_lokasi: string
  alamat: string
  link_maps: string
  status_aktif: string
  search_text: ColumnType<string, never, never>
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

export interface AreasTable {
  idarea: number
  idlokasi: number
  nama_area: string
  zona: string
  denah_key: string | null
  denah_nama: string | null
  denah_tipe: string | null
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

export type SiteTables = { sites: SitesTable; areas: AreasTable }
