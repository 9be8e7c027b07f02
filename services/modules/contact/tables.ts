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
  // The privacy notice's version the request was sent under (null before notices existed).
  versi_kebijakan_privasi: number | null
}

export type ContactTables = {
  contact_requests: ContactRequestsTable
}
