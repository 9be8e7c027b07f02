import type { ColumnType, JSONColumnType } from 'kysely'
import type { Evidence } from './decider.ts'

// The read tables of the corrective-actions projection (migrations 2026-12-06T1310, 2026-12-07T0300).
export interface ThresholdsTable {
  idambang: string
  idlokasi: number
  idarea: number | null
  zona: string | null
  jenis_perangkat: string
  hama: string | null
  periode: string
  peringatan: ColumnType<string, number, number>
  kritis: ColumnType<string, number, number>
  version: number
  updated_at: ColumnType<Date, string, string>
}

export interface CorrectiveActionsTable {
  idtindakan: number
  idlokasi: number
  idpelanggan: number
  idarea: number | null
  sumber: string
  penyebab: string
  tingkat: string
  temuan: string
  penanggung_jawab: string
  tenggat: ColumnType<string, string, string>
  status: string
  bukti: JSONColumnType<Evidence[], string, string>
  komentar: string | null
  catatan_verifikasi: string | null
  idpenjadwalan_verifikasi: number | null
  foto_verifikasi: string | null
  alasan_batal: string | null
  dibuka: ColumnType<Date, string, string>
  ditutup: ColumnType<Date | null, string | null, string | null>
  version: number
}

export type CorrectiveActionTables = {
  thresholds: ThresholdsTable
  corrective_actions: CorrectiveActionsTable
}
