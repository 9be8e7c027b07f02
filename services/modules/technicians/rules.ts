// Browser-safe: shared with the technician screens in web/.

export const TECHNICIAN_MESSAGES = {
  notFound: 'Data teknisi tidak ditemukan',
} as const

export type Technician = {
  idteknisi: number
  nama_teknisi: string
  no_telp: string
  alamat: string
  created_at: string
  updated_at: string
}

export type TechnicianInput = Omit<Technician, 'idteknisi' | 'created_at' | 'updated_at'>
