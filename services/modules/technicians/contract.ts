import { type Static, Type } from 'typebox'

// Browser-safe: shared with the technician screens in web/. The record as the API answers it.

export const TECHNICIAN_MESSAGES = {
  notFound: 'Data teknisi tidak ditemukan',
} as const

export const TechnicianRecord = Type.Object({
  idteknisi: Type.Integer(),
  nama_teknisi: Type.String(),
  no_telp: Type.String(),
  alamat: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})

export type Technician = Static<typeof TechnicianRecord>

export type TechnicianInput = Omit<Technician, 'idteknisi' | 'created_at' | 'updated_at'>
