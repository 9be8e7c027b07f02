import { type Static, Type } from 'typebox'
import { FORMULASI_OPTIONS, JENIS_LISENSI_OPTIONS, METODE_OPTIONS, SATUAN_OPTIONS } from './options.ts'

// Browser-safe: the records the calls answer, with their examples (the OpenAPI document's).

const stamp = {
  version: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
}
const link = Type.Union([Type.String({ description: 'Tautan unduhan lewat /api' }), Type.Null()])
const fileName = Type.Union([Type.String(), Type.Null()])

export const PesticideRecord = Type.Object({
  idpestisida: Type.Integer(),
  nama_dagang: Type.String(),
  bahan_aktif: Type.String(),
  kadar: Type.String(),
  formulasi: Type.Enum([...FORMULASI_OPTIONS]),
  nomor_registrasi: Type.String(),
  berlaku_sampai: Type.String({ format: 'date' }),
  registrasi_berlaku: Type.Boolean({ description: 'Registrasi masih berlaku hari ini (Asia/Jakarta)' }),
  terbatas: Type.Boolean(),
  satuan: Type.Enum([...SATUAN_OPTIONS]),
  hama_sasaran: Type.String(),
  pengenceran: Type.String(),
  file_label: link,
  nama_file_label: fileName,
  file_sds: link,
  nama_file_sds: fileName,
  ...stamp,
})
export type Pesticide = Static<typeof PesticideRecord>
export const PESTICIDE_EXAMPLE: Pesticide = {
  idpestisida: 1,
  nama_dagang: 'Klerat RM-B (contoh)',
  bahan_aktif: 'Brodifakum',
  kadar: '0,005 %',
  nomor_registrasi: 'RI. 01030120017390',
  berlaku_sampai: '2029-06-30',
  terbatas: true,
  hama_sasaran: 'Tikus',
  pengenceran: 'Siap pakai',
  formulasi: 'umpan',
  satuan: 'blok',
  registrasi_berlaku: true,
  file_label: '/api/pestisida/label/1',
  nama_file_label: 'label-klerat.pdf',
  file_sds: null,
  nama_file_sds: null,
  version: 1,
  created_at: '2026-12-01T08:00:00.000Z',
  updated_at: '2026-12-01T08:00:00.000Z',
}

export const LicenceRecord = Type.Object({
  idlisensi: Type.Integer(),
  idteknisi: Type.Integer(),
  nama_teknisi: Type.String(),
  jenis_lisensi: Type.Enum([...JENIS_LISENSI_OPTIONS]),
  nomor: Type.String(),
  berlaku_sampai: Type.String({ format: 'date' }),
  berlaku: Type.Boolean({ description: 'Berlaku hari ini (Asia/Jakarta)' }),
  file: link,
  nama_file: fileName,
  ...stamp,
})
export type Licence = Static<typeof LicenceRecord>
export const LICENCE_EXAMPLE: Licence = {
  idlisensi: 1,
  idteknisi: 1,
  nama_teknisi: 'Agus Setiawan',
  jenis_lisensi: 'pengguna pestisida terbatas',
  nomor: 'PPT/JTM/2026/0412',
  berlaku_sampai: '2028-03-31',
  berlaku: true,
  file: null,
  nama_file: null,
  version: 1,
  created_at: '2026-12-01T08:00:00.000Z',
  updated_at: '2026-12-01T08:00:00.000Z',
}

export const ApplicationRecord = Type.Object({
  idpemakaian: Type.Integer(),
  idpenjadwalan: Type.Integer(),
  idpelanggan: Type.Integer(),
  nama_pelanggan: Type.String(),
  idteknisi: Type.Union([Type.Integer(), Type.Null()]),
  nama_teknisi: Type.String(),
  tanggal: Type.String({ format: 'date', description: 'Tanggal kunjungan' }),
  idpestisida: Type.Integer(),
  nama_dagang: Type.String(),
  bahan_aktif: Type.String(),
  kadar: Type.String(),
  nomor_registrasi: Type.String(),
  jumlah: Type.Number(),
  satuan: Type.Enum([...SATUAN_OPTIONS]),
  pengenceran: Type.String(),
  idarea: Type.Union([Type.Integer(), Type.Null()]),
  metode: Type.Enum([...METODE_OPTIONS]),
  catatan: Type.String(),
  ...stamp,
})
export type Application = Static<typeof ApplicationRecord>
export const APPLICATION_EXAMPLE: Application = {
  idpemakaian: 1,
  idpenjadwalan: 12,
  idpelanggan: 3,
  nama_pelanggan: 'PT Sinar Pangan (contoh)',
  idteknisi: 1,
  nama_teknisi: 'Agus Setiawan',
  tanggal: '2026-12-07',
  idpestisida: 2,
  nama_dagang: 'Cypermax 100 EC (contoh)',
  bahan_aktif: 'Sipermetrin',
  kadar: '100 g/l',
  nomor_registrasi: 'RI. 01010120123456',
  jumlah: 1.5,
  satuan: 'L',
  pengenceran: '10 ml per liter air',
  idarea: null,
  metode: 'semprot',
  catatan: 'Area dapur dan saluran air',
  version: 1,
  created_at: '2026-12-07T08:00:00.000Z',
  updated_at: '2026-12-07T08:00:00.000Z',
}
