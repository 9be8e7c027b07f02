import type { ColumnType } from 'kysely'

// The read table of the devices projection (migration 2026-12-06T1100).
export interface DevicesTable {
  idperangkat: number
  idlokasi: number
  idarea: number
  nomor: number
  kode_perangkat: string
  kode_pendek: string
  jenis_perangkat: string
  posisi_x: number | null
  posisi_y: number | null
  tanggal_pasang: ColumnType<string, string, string>
  status_perangkat: string
  catatan: string
  search_text: ColumnType<string, never, never>
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

// Write side, never rebuilt: the last number given per site, and every short code ever printed.
export interface DeviceNumbersTable {
  idlokasi: number
  terakhir: number
}
export interface DeviceShortCodesTable {
  kode_pendek: string
  idperangkat: number
}

export type DeviceTables = {
  devices: DevicesTable
  device_numbers: DeviceNumbersTable
  device_short_codes: DeviceShortCodesTable
}
