import type { ColumnType, JSONColumnType } from 'kysely'
import type { InvoiceItem } from './contract.ts'

export type StoredItem = InvoiceItem & { jumlah_harga: number }

// The read table of the invoices projection.
export interface InvoicesTable {
  idtagihan: number
  nomor_tagihan: string
  idpelanggan: number
  idkontrak: number | null
  idpenjadwalan: number | null
  tanggal_tagihan: ColumnType<string, string, string>
  jatuh_tempo: ColumnType<string, string, string>
  items: JSONColumnType<StoredItem[]>
  diskon: number
  ppn_persen: number
  potong_pph23: boolean
  subtotal: number
  dpp: number
  ppn: number
  total: number
  pph23: number
  jumlah_dibayar: number
  status_pembayaran: string
  tanggal_bayar: ColumnType<string | null, string | null, string | null>
  bukti_key: string | null
  bukti_nama: string | null
  bukti_tipe: string | null
  status: string
  catatan: string
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
  // The customer's name in lower case, set by a trigger (migration 2026-11-25T2010).
  nama_search: ColumnType<string, never, never>
}

// Per invoice, the search text (number and customer code, lower case) and the customer's name in
// lower case beside the filtered and summed columns; kept by triggers on `invoices` and `customers`
// (migrations 2026-11-25T1100, 2026-11-25T2010).
export interface InvoiceSearchTable {
  idtagihan: number
  idpelanggan: number
  nomor_tagihan: string
  search_text: string
  tanggal_tagihan: string
  jatuh_tempo: string
  status: string
  status_pembayaran: string
  total: number
  nama_search: string
}

// Every distinct invoices.nama_search and its number of invoices, trigram-indexed: a search finds
// the matching names here and sums their invoices on invoices_nama_idx (docs/adr/0023).
export interface InvoiceNamesTable {
  nama_search: string
  n: number
}

// Invoices and the sum of their totals per (year, month, status, payment status, due date of an
// issued unpaid invoice, else 'infinity'), kept by triggers on `invoices` (totalRows, ringkasan).
export interface InvoiceCountsTable {
  tahun: number
  bulan: number
  status: string
  status_pembayaran: string
  jatuh_tempo: ColumnType<string, never, never>
  n: ColumnType<number, never, never>
  total: ColumnType<number, never, never>
}

// Write side: the last number given per year of tanggal_tagihan.
export interface InvoiceNumbersTable {
  tahun: number
  terakhir: number
}

export type InvoiceTables = {
  invoices: InvoicesTable
  invoice_numbers: InvoiceNumbersTable
  invoices_counts: InvoiceCountsTable
  invoice_search: InvoiceSearchTable
  invoice_names: InvoiceNamesTable
}
