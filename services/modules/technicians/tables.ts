import type { ColumnType, Generated } from 'kysely'

export interface TechniciansTable {
  idteknisi: Generated<number>
  nama_teknisi: string
  no_telp: Generated<string>
  alamat: Generated<string>
  created_at: ColumnType<Date, string | undefined, string>
  updated_at: ColumnType<Date, string | undefined, string>
}

export type TechnicianTables = {
  technicians: TechniciansTable
}
