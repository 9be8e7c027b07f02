import type { ColumnType } from 'kysely'

export interface ContactRequestsTable {
  id: string
  nama: string
  email: string
  no_telp: string
  permasalahan: string
  jenis_usaha: string
  deskripsi: string
  event_position: number
  created_at: ColumnType<Date, string, string>
}

export type ContactTables = {
  contact_requests: ContactRequestsTable
}
