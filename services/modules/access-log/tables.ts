import type { ColumnType, Generated } from 'kysely'

export interface AccessLogTable {
  id: Generated<string>
  waktu: ColumnType<Date, string | undefined, never>
  user_id: string | null
  role: string | null
  jenis: string
  sumber: string
  record_id: string | null
  rute: string
  alamat: string
}

export type AccessLogTables = { access_log: AccessLogTable }
