import type { ColumnType, Generated } from 'kysely'

export interface CustomersTable {
  idpelanggan: Generated<number>
  kode_pelanggan: string
  nama_pelanggan: string
  alamat: Generated<string>
  no_telp: Generated<string>
  email: Generated<string>
  jenis_pekerjaan: string
  created_at: ColumnType<Date, string | undefined, string>
  updated_at: ColumnType<Date, string | undefined, string>
}

export type CustomerTables = {
  customers: CustomersTable
}
