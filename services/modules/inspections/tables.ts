import type { ColumnType, JSONColumnType } from 'kysely'
import type { Tangkapan } from './reading-shape.ts'

// The read table of the inspections projection (migration 2026-12-06T1200).
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
  version: number
  created_at: ColumnType<Date, string, string>
}

export type InspectionTables = { inspections: InspectionsTable }
