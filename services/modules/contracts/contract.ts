import { type Static, Type } from 'typebox'
import { type ContractValue, choice, date, defineContract, integer, text } from '../../core/contract.ts'
import {
  JENIS_PEKERJAAN_OPTIONS,
  PERIODE_KUNJUNGAN_OPTIONS,
  STATUS_AKTIF_OPTIONS,
} from '../customers/contract.ts'

// Browser-safe: the contract screens import this file for the same rules and messages.

export { PERIODE_KUNJUNGAN_OPTIONS, STATUS_AKTIF_OPTIONS }
// Read-only: `berakhir` once tanggal_selesai has passed (today in Asia/Jakarta).
export const STATUS_KONTRAK_OPTIONS = ['aktif', 'tidak aktif', 'berakhir'] as const

// Files (api-contract.md): at most 5242880 bytes, jpg/jpeg/png/pdf checked by content.
export const CONTRACT_FILE_MAX_BYTES = 5_242_880

export const CONTRACT_MESSAGES = {
  created: 'Data kontrak berhasil ditambahkan',
  updated: 'Data kontrak berhasil diubah',
  deleted: 'Data kontrak berhasil dihapus',
  fileSaved: 'File kontrak berhasil diunggah',
  notFound: 'Kontrak tidak ditemukan',
  customerNotFound: 'Pelanggan tidak ditemukan',
  technicianNotFound: 'Teknisi tidak ditemukan',
  technicianInactive: 'Teknisi tidak aktif',
  endBeforeStart: 'Tanggal selesai harus setelah tanggal mulai',
  fileRequired: 'File Kontrak tidak boleh kosong',
  fileTooLarge: 'Ukuran file tidak boleh lebih dari 5 Mb',
  fileType: 'Format file tidak didukung',
  noFile: 'Kontrak ini belum memiliki file',
  badMultipart: 'Data formulir tidak valid',
  // Issue 39: a contract names an optional site of its customer.
  siteNotFound: 'Lokasi tidak ditemukan',
  siteOtherCustomer: 'Lokasi bukan milik pelanggan ini',
} as const

export const kontrakContract = defineContract(
  {
    idpelanggan: integer({
      label: 'Pelanggan',
      required: 'Pelanggan tidak boleh kosong',
      min: { value: 1, message: CONTRACT_MESSAGES.customerNotFound },
      max: { value: 2_147_483_647, message: CONTRACT_MESSAGES.customerNotFound },
      description: 'idpelanggan: pelanggan yang sudah ada',
    }),
    jenis_pekerjaan: choice(JENIS_PEKERJAAN_OPTIONS, {
      label: 'Jenis Pekerjaan',
      required: 'Jenis Pekerjaan tidak boleh kosong',
      message: 'Jenis Pekerjaan tidak valid',
    }),
    periode_kunjungan: choice(PERIODE_KUNJUNGAN_OPTIONS, {
      label: 'Periode Kunjungan',
      required: 'Periode Kunjungan tidak boleh kosong',
      message: 'Periode Kunjungan tidak valid',
    }),
    tanggal_mulai: date({ label: 'Tanggal Mulai', required: 'Tanggal Mulai tidak boleh kosong' }),
    tanggal_selesai: date({ label: 'Tanggal Selesai', required: 'Tanggal Selesai tidak boleh kosong' }),
    nilai_kontrak: integer({
      label: 'Nilai Kontrak',
      required: 'Nilai Kontrak tidak boleh kosong',
      min: { value: 0, message: 'Nilai Kontrak harus berupa bilangan bulat 0 atau lebih' },
      max: { value: 999_999_999_999, message: 'Nilai Kontrak terlalu besar' },
      description: 'Nilai kontrak dalam Rupiah (bilangan bulat)',
    }),
    idteknisi: integer({
      label: 'Teknisi',
      min: { value: 1, message: CONTRACT_MESSAGES.technicianNotFound },
      max: { value: 2_147_483_647, message: CONTRACT_MESSAGES.technicianNotFound },
      description: 'Teknisi bawaan untuk kunjungan kontrak (opsional)',
    }),
    status_aktif: choice(STATUS_AKTIF_OPTIONS, {
      label: 'Status Aktif',
      message: 'Status Aktif tidak valid',
      description: 'aktif / tidak aktif (bawaan aktif)',
    }),
    idlokasi: integer({
      label: 'Lokasi (site)',
      min: { value: 1, message: CONTRACT_MESSAGES.siteNotFound },
      max: { value: 2_147_483_647, message: CONTRACT_MESSAGES.siteNotFound },
      description:
        'Lokasi (site) pelanggan yang sama (opsional); kunjungan yang dibuat dari kontrak ikut lokasinya',
    }),
    catatan: text({ label: 'Catatan', max: 2000, multiline: true }),
    // The version last read (or the If-Match header); left out, the change applies to the current one.
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  {
    example: {
      idpelanggan: 1,
      jenis_pekerjaan: 'Pest Control',
      periode_kunjungan: '1x / bulan',
      tanggal_mulai: '2026-12-01',
      tanggal_selesai: '2027-11-30',
      nilai_kontrak: 15_000_000,
      idteknisi: 1,
      status_aktif: 'aktif',
      catatan: 'Gudang belakang termasuk (contoh)',
    },
  },
)

type Input = ContractValue<typeof kontrakContract>
// What the admin states about a contract; the number and id are assigned by the server.
export type ContractValues = Omit<
  Input,
  'version' | 'status_aktif' | 'idteknisi' | 'catatan' | 'idlokasi'
> & {
  status_aktif: (typeof STATUS_AKTIF_OPTIONS)[number]
  idteknisi: number | null
  // Absent or null: no site named (issue 39).
  idlokasi?: number | null
  catatan: string
}

export const ContractRecord = Type.Object({
  idkontrak: Type.Integer(),
  nomor_kontrak: Type.String({ description: 'KTR/{tahun}/{nnnn}, tanpa celah per tahun tanggal_mulai' }),
  idpelanggan: Type.Integer(),
  kode_pelanggan: Type.String(),
  nama_pelanggan: Type.String(),
  jenis_pekerjaan: Type.String(),
  periode_kunjungan: Type.String(),
  tanggal_mulai: Type.String({ format: 'date' }),
  tanggal_selesai: Type.String({ format: 'date' }),
  nilai_kontrak: Type.Integer(),
  idteknisi: Type.Union([Type.Integer(), Type.Null()]),
  nama_teknisi: Type.Union([Type.String(), Type.Null()]),
  idlokasi: Type.Union([Type.Integer(), Type.Null()], { description: 'Lokasi (site) kontrak, bila ada' }),
  nama_lokasi: Type.Union([Type.String(), Type.Null()], { description: '{kode_lokasi} – {nama_lokasi}' }),
  status_aktif: Type.String(),
  status_kontrak: Type.String({ description: 'aktif, tidak aktif, atau berakhir' }),
  catatan: Type.String(),
  file_kontrak: Type.Union([Type.String(), Type.Null()], {
    description: 'Tautan unduhan yang memerlukan login admin',
  }),
  nama_file_kontrak: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer({ description: 'Versi; kirim kembali saat mengubah (atau If-Match)' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})
export type Contract = Static<typeof ContractRecord>
