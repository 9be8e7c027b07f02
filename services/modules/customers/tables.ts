import type { ColumnType } from 'kysely'
import type { CustomerDetails } from './contract.ts'

// The read table the customer lists query; written only by the customers projection.
export interface CustomersTable {
  idpelanggan: number
  kode_pelanggan: string
  nama_pelanggan: string
  nama_kontak: string
  alamat: string
  link_maps: string
  no_telp: string
  email: string
  jenis_usaha: CustomerDetails['jenis_usaha']
  jenis_pekerjaan: CustomerDetails['jenis_pekerjaan']
  periode_kunjungan: CustomerDetails['periode_kunjungan']
  status_aktif: CustomerDetails['status_aktif']
  catatan: string
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

export type CustomerTables = {
  customers: CustomersTable
}
