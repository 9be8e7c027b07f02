import type { ColumnType, Generated, JSONColumnType } from 'kysely'

export interface TechniciansTable {
  idteknisi: Generated<number>
  nama_teknisi: string
  no_telp: Generated<string>
  alamat: Generated<string>
  status_aktif: Generated<string>
  created_at: ColumnType<Date, string | undefined, string>
  updated_at: ColumnType<Date, string | undefined, string>
}

export type TechnicianChange = {
  field: string
  dari: string | number | boolean | null
  menjadi: string | number | boolean | null
}

// Every change to a technician: who (user_id, role), when, what kind and which fields.
export interface TechnicianChangesTable {
  id: Generated<string>
  idteknisi: number
  jenis: string
  perubahan: JSONColumnType<TechnicianChange[]>
  user_id: string | null
  role: string | null
  created_at: ColumnType<Date, string | undefined, never>
}

export type TechnicianTables = {
  technicians: TechniciansTable
  technician_changes: TechnicianChangesTable
}
