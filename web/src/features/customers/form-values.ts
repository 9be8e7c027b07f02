import { CUSTOMER_FIELDS, type Customer } from '@services/modules/customers/contract.ts'

// The form's text values, one per contract field (the version travels apart from the form).
export const CUSTOMER_FORM_FIELDS = CUSTOMER_FIELDS

export type CustomerField = (typeof CUSTOMER_FORM_FIELDS)[number]
export type CustomerFormValues = Record<CustomerField, string>

export const emptyCustomerValues = (kode = ''): CustomerFormValues => ({
  kode_pelanggan: kode,
  nama_pelanggan: '',
  nama_kontak: '',
  alamat: '',
  link_maps: '',
  no_telp: '',
  email: '',
  jenis_usaha: '',
  jenis_pekerjaan: '',
  periode_kunjungan: '',
  status_aktif: 'aktif',
  catatan: '',
  // A checkbox, held as the contract's text form ('true' / 'false'); off by default.
  kirim_laporan_bulanan: 'false',
  // The basis of processing (a contract unless stated) and the customer's consent to report emails.
  dasar_pemrosesan: 'kontrak',
  persetujuan_email_laporan: 'false',
})

export function customerValues(customer: Customer): CustomerFormValues {
  const values = emptyCustomerValues()
  for (const field of CUSTOMER_FORM_FIELDS) values[field] = String(customer[field] ?? '')
  return values
}
