import { Type } from 'typebox'
import { choice, defineContract, integer, text } from '../../core/contract.ts'
import { TANGKAPAN_HAMA_OPTIONS } from '../inspections/contract.ts'

// Pest sightings by the customer (audit-work.md, `penampakan`; issue 40 item 5). Browser-safe: the
// customer's form, the poster's public form and the admin's follow-up dialog check with these.

export const SUMBER_PENAMPAKAN_OPTIONS = ['portal', 'poster'] as const
export type SumberPenampakan = (typeof SUMBER_PENAMPAKAN_OPTIONS)[number]
// Waiting for the company, or followed up: a visit planned, or handled another way (ADR 0095).
export const STATUS_PENAMPAKAN_OPTIONS = ['menunggu', 'kunjungan dijadwalkan', 'ditangani'] as const
export type StatusPenampakan = (typeof STATUS_PENAMPAKAN_OPTIONS)[number]
export const TINDAK_LANJUT_OPTIONS = ['kunjungan dijadwalkan', 'ditangani'] as const
export const HAMA_PENAMPAKAN_OPTIONS = TANGKAPAN_HAMA_OPTIONS
// The company answers a sighting within this many hours (ADR 0095): 2 × 24 h.
export const BATAS_TANGGAPAN_JAM = 48
export const CATATAN_PENAMPAKAN_MAX = 500
export const FOTO_PENAMPAKAN_MAX_BYTES = 5 * 1024 * 1024

export const SIGHTING_MESSAGES = {
  notFound: 'Data penampakan tidak ditemukan',
  siteNotFound: 'Data lokasi tidak ditemukan',
  // The poster's answer for an unknown or replaced token: no hint of what exists.
  posterNotFound: 'Halaman tidak ditemukan',
  posterNone: 'Lokasi ini belum memiliki poster QR',
  areaOtherSite: 'Area tidak ditemukan di lokasi ini',
  sent: 'Laporan penampakan hama berhasil dikirim',
  followedUp: 'Tindak lanjut penampakan berhasil disimpan',
  alreadyFollowedUp: 'Penampakan ini sudah ditindaklanjuti',
  posterIssued: 'Poster QR baru berhasil dibuat; poster lama tidak berlaku lagi',
  photoRequired: 'Foto tidak boleh kosong',
  photoTooLarge: 'Ukuran foto maksimal 5 MB',
  photoType: 'Foto harus berupa gambar jpg atau png',
  badForm: 'Data laporan penampakan tidak valid',
} as const

export const SIGHTING_LABELS = {
  idarea: 'Area',
  hama: 'Hama',
  catatan: 'Catatan',
  foto: 'Foto',
  tindak_lanjut: 'Tindak Lanjut',
  catatan_tindak_lanjut: 'Catatan Tindak Lanjut',
} as const

// One sighting as the customer or a visitor at the poster sends it (the photo is a file part).
export const sightingContract = defineContract(
  {
    idarea: integer({ label: SIGHTING_LABELS.idarea, min: { value: 1, message: 'Area tidak valid' } }),
    hama: choice(HAMA_PENAMPAKAN_OPTIONS, {
      label: SIGHTING_LABELS.hama,
      required: 'Hama tidak boleh kosong',
      message: 'Hama tidak valid',
    }),
    catatan: text({
      label: SIGHTING_LABELS.catatan,
      max: CATATAN_PENAMPAKAN_MAX,
      multiline: true,
    }),
  },
  { example: { idarea: 2, hama: 'Kecoa', catatan: 'Terlihat dua ekor di dekat wastafel dapur' } },
)

// The admin's follow-up: a visit planned, or handled (with a note).
export const followUpContract = defineContract(
  {
    tindak_lanjut: choice(TINDAK_LANJUT_OPTIONS, {
      label: SIGHTING_LABELS.tindak_lanjut,
      required: 'Tindak Lanjut tidak boleh kosong',
      message: 'Tindak Lanjut harus kunjungan dijadwalkan atau ditangani',
    }),
    catatan: text({
      label: SIGHTING_LABELS.catatan_tindak_lanjut,
      max: CATATAN_PENAMPAKAN_MAX,
      multiline: true,
    }),
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  { example: { tindak_lanjut: 'kunjungan dijadwalkan', catatan: 'Teknisi datang Kamis pagi' } },
)

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

export const SightingRecord = Type.Object({
  idpenampakan: Type.Integer(),
  idlokasi: Type.Integer(),
  kode_lokasi: Type.String(),
  nama_lokasi: Type.String(),
  idarea: Nullable(Type.Integer()),
  nama_area: Nullable(Type.String()),
  hama: Type.String(),
  catatan: Type.String(),
  sumber: Type.Enum([...SUMBER_PENAMPAKAN_OPTIONS]),
  waktu: Type.String({ format: 'date-time' }),
  batas_tanggapan: Type.String({ format: 'date-time', description: 'waktu + 48 jam (ADR 0095)' }),
  terlambat: Type.Boolean({ description: 'Belum ditindaklanjuti dan batas tanggapan sudah lewat' }),
  status: Type.Enum([...STATUS_PENAMPAKAN_OPTIONS]),
  catatan_tindak_lanjut: Nullable(Type.String()),
  ada_foto: Type.Boolean(),
  nama_file_foto: Nullable(Type.String()),
  version: Type.Integer(),
})
export type Sighting = {
  idpenampakan: number
  idlokasi: number
  kode_lokasi: string
  nama_lokasi: string
  idarea: number | null
  nama_area: string | null
  hama: string
  catatan: string
  sumber: SumberPenampakan
  waktu: string
  batas_tanggapan: string
  terlambat: boolean
  status: StatusPenampakan
  catatan_tindak_lanjut: string | null
  ada_foto: boolean
  nama_file_foto: string | null
  version: number
}

export const SIGHTING_EXAMPLE: Sighting = {
  idpenampakan: 7,
  idlokasi: 1,
  kode_lokasi: 'SJA1',
  nama_lokasi: 'Pabrik Sidoarjo',
  idarea: 2,
  nama_area: 'Dapur',
  hama: 'Kecoa',
  catatan: 'Terlihat dua ekor di dekat wastafel dapur',
  sumber: 'poster',
  waktu: '2026-12-01T02:15:00.000Z',
  batas_tanggapan: '2026-12-03T02:15:00.000Z',
  terlambat: false,
  status: 'menunggu',
  catatan_tindak_lanjut: null,
  ada_foto: true,
  nama_file_foto: 'kecoa.jpg',
  version: 1,
}

// What the poster's public page shows: the site's name and its areas to choose from, nothing more.
export const PosterPageRecord = Type.Object({
  nama_lokasi: Type.String(),
  area: Type.Array(Type.Object({ idarea: Type.Integer(), nama_area: Type.String() })),
  hama: Type.Array(Type.String()),
})
export type PosterPage = {
  nama_lokasi: string
  area: { idarea: number; nama_area: string }[]
  hama: string[]
}

// The admin's view of a site's poster: its link (null before the first is made).
export const PosterRecord = Type.Object({
  idlokasi: Type.Integer(),
  tautan: Nullable(Type.String({ description: '{PUBLIC_URL}/lapor/{token}' })),
  dibuat: Nullable(Type.String({ format: 'date-time' })),
  version: Type.Integer(),
})
export type Poster = { idlokasi: number; tautan: string | null; dibuat: string | null; version: number }
