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
  kirim_laporan_bulanan: boolean
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

// One row per customer, kept by triggers on `customers` (docs/adr/0019): the list's search text in
// lower case and the columns the list filters on, so a search counts on this narrow table alone.
export interface CustomerSearchTable {
  idpelanggan: number
  search_text: string
  jenis_pekerjaan: CustomerDetails['jenis_pekerjaan']
  status_aktif: CustomerDetails['status_aktif']
}

export type CustomerTables = {
  customers: CustomersTable
  customer_search: CustomerSearchTable
}
