import type { ColumnType, JSONColumnType } from 'kysely'

export interface IncidentsTable {
  idinsiden: number
  judul: string
  kejadian: string
  ditemukan_pada: ColumnType<Date, string, string>
  jenis_subjek: string
  jenis_data: string
  perkiraan_jumlah: number
  pelanggan_terdampak: JSONColumnType<number[], string, string>
  tindakan: string
  status: string
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

export type IncidentTables = { incidents: IncidentsTable }
