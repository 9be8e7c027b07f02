import type { ColumnType, JSONColumnType } from 'kysely'
import type { Tangkapan } from './reading-shape.ts'

// The read table of the inspections projection (migrations 2026-12-06T1200, 2026-12-07T0900).
export interface InspectionsTable {
  idpemeriksaan: number
  idpenjadwalan: number
  idperangkat: number
  idlokasi: number
  kode_perangkat: string
  jenis_perangkat: string
  idempotency_key: string
  waktu: ColumnType<Date, string, string>
  kondisi: string
  umpan_dimakan: number | null
  aktivitas: string | null
  umpan_diganti: boolean | null
  tangkapan: JSONColumnType<Tangkapan[], string, string>
  lem_diganti: boolean | null
  lampu_diganti: boolean | null
  aktivitas_rayap: boolean | null
  catatan: string
  // The reading's photos' file-store keys (ADR 0119).
  foto_1: string | null
  foto_2: string | null
  version: number
  created_at: ColumnType<Date, string, string>
}

// The monthly rollup of the readings (migration 2026-12-08T0100, ADR 0127): per site, Jakarta
// month and device type, the counts (hama '') and each pest's captures; `n` readings or entries.
export interface InspectionMonthsTable {
  idlokasi: number
  bulan: string
  jenis_perangkat: string
  hama: string
  n: string
  hilang: string
  bait_station_aktif: string
  jumlah: string
}

export type InspectionTables = { inspections: InspectionsTable; inspection_months: InspectionMonthsTable }
