import type { ColumnType } from 'kysely'
import type { CustomerDetails } from './contract.ts'

// The read table the customer lists query; written only by the customers projection.
// The row is the customer's stated details (CustomerDetails) with its id, version and times.
export interface CustomersTable extends CustomerDetails {
  idpelanggan: number
  // When the consent to report emails was last given or withdrawn (the event's time).
  persetujuan_email_laporan_pada: ColumnType<Date | null, string | null | undefined, string | null>
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
