import { type Static, Type } from 'typebox'

// Browser-safe: the customer screens in web/ import this file for the same pick lists.

export const KODE_AREA_OPTIONS = ['sda', 'sby', 'kdr', 'mjk', 'mlng'] as const

// TTSG-{area}-{001..027}; number 022 is not used (specification, section 3).
export const KODE_PELANGGAN_OPTIONS: readonly string[] = KODE_AREA_OPTIONS.flatMap((area) =>
  Array.from({ length: 27 }, (_, index) => String(index + 1).padStart(3, '0'))
    .filter((number) => number !== '022')
    .map((number) => `TTSG-${area}-${number}`),
)

export const JENIS_PEKERJAAN_OPTIONS = [
  'Pest Control',
  'Rodent Control',
  'Termite Control',
  'Disinfeksi',
  'Fumigasi',
  'Dll',
] as const

export const CUSTOMER_MESSAGES = {
  notFound: 'Data pelanggan tidak ditemukan',
} as const

// The record as the API answers it.
export const CustomerRecord = Type.Object({
  idpelanggan: Type.Integer(),
  kode_pelanggan: Type.String({ description: 'TTSG-{sda|sby|kdr|mjk|mlng}-{001..027}' }),
  nama_pelanggan: Type.String(),
  alamat: Type.String(),
  no_telp: Type.String(),
  email: Type.String(),
  jenis_pekerjaan: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})

export type Customer = Static<typeof CustomerRecord>

export type CustomerInput = Omit<Customer, 'idpelanggan' | 'created_at' | 'updated_at'>
