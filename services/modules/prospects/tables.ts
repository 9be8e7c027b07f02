import type { ColumnType } from 'kysely'

export interface ProspectsTable {
  idpemesanan: number
  nama: string
  no_telp: string
  email: string
  alamat: string
  permasalahan: string
  jenis_usaha: string
  jenis_pekerjaan: string
  deskripsi: string
  sumber: string
  status: string
  tanggal_survei: string | null
  catatan: string
  idpelanggan: number | null
  contact_request_id: string | null
  version: number
  created_at: ColumnType<Date, string, string>
  updated_at: ColumnType<Date, string, string>
}

export type ProspectTables = { prospects: ProspectsTable }
