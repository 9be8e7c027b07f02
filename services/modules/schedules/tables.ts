import type { ColumnType, Generated } from 'kysely'

// The stored report: photo keys, not links (links are made when read).
export type StoredVisitReport = {
  catatan_teknisi: string
  hama_ditemukan: string[]
  foto: string[]
  waktu_selesai: string
}

// The read table of the schedules projection.
export interface SchedulesTable {
  idpenjadwalan: number
  idpelanggan: number
  idteknisi: number
  idkontrak: number | null
  // Issue 39 (migration 2026-12-06T1110); null: no site named.
  idlokasi: ColumnType<number | null, number | null | undefined, number | null>
  tanggal: ColumnType<string, string, string>
  jam: string | null
  jenis_pekerjaan: string
  jumlah_kunjungan: number
  status_penjadwalan: string
  lokasi: string | null
  catatan: string
  hasil_kunjungan: ColumnType<StoredVisitReport | null, string | null, string | null>
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
  // Copied from customers by a trigger (migration 2026-11-24T0100, docs/adr/0012): shown in the lists.
  nama_pelanggan: Generated<string>
}

// lower(schedules.nama_pelanggan) per visit, trigram-indexed: the name filter (migration
// 2026-11-25T1400, docs/adr/0017). Kept by triggers on `schedules`; never written by the projection.
export interface ScheduleSearchTable {
  idpenjadwalan: ColumnType<number, never, never>
  customer_name_search: ColumnType<string, never, never>
}

// Per customer with visits: its lower-case name and its number of visits, kept by triggers on
// `schedules` (the name filter's count, docs/adr/0018).
export interface ScheduleCustomersTable {
  idpelanggan: ColumnType<number, never, never>
  customer_name_search: ColumnType<string, never, never>
  n: ColumnType<number, never, never>
}

// Visits per (year, month, technician, status), kept by triggers on `schedules` (totalRows).
export interface ScheduleCountsTable {
  tahun: number
  bulan: number
  idteknisi: number
  status_penjadwalan: string
  n: ColumnType<string, never, never>
}

export type ScheduleTables = {
  schedules: SchedulesTable
  schedules_counts: ScheduleCountsTable
  schedule_search: ScheduleSearchTable
  schedule_customers: ScheduleCustomersTable
}
