import type { ColumnType } from 'kysely'

// The read tables of the sightings projections (migration 2026-12-07T0100).
export interface SightingsTable {
  idpenampakan: number
  idlokasi: number
  idpelanggan: number
  idarea: number | null
  hama: string
  catatan: string
  sumber: string
  waktu: ColumnType<Date, string, string>
  batas_tanggapan: ColumnType<Date, string, string>
  status: string
  catatan_tindak_lanjut: string | null
  ditindaklanjuti: ColumnType<Date | null, string | null, string | null>
  foto_key: string | null
  foto_nama: string | null
  foto_tipe: string | null
  foto_ukuran: number | null
  version: number
}

export interface SightingPostersTable {
  idlokasi: number
  token: string
  dibuat: ColumnType<Date, string, string>
  version: number
}

export type SightingTables = { sightings: SightingsTable; sighting_posters: SightingPostersTable }
