import { type Static, Type } from 'typebox'
import { type ContractValue, choice, date, defineContract, integer, text } from '../../core/contract.ts'
import { PERMASALAHAN_OPTIONS } from '../contact/contract.ts'
import { JENIS_PEKERJAAN_OPTIONS } from '../customers/contract.ts'

// Browser-safe: the schedule screens import this file for the same rules and messages.
export { JENIS_PEKERJAAN_OPTIONS }
export const STATUS_PENJADWALAN_OPTIONS = ['belum selesai', 'selesai'] as const
export type StatusPenjadwalan = (typeof STATUS_PENJADWALAN_OPTIONS)[number]
// The technician reports the pests it found with the contact form's options.
export const HAMA_OPTIONS = PERMASALAHAN_OPTIONS
export type Hama = (typeof HAMA_OPTIONS)[number]
// Photos of a visit report (api-contract.md, Files): jpg/png checked by content, at most 5 of 5 MB.
export const SCHEDULE_PHOTO_MAX_BYTES = 5_242_880
export const SCHEDULE_PHOTO_MAX_COUNT = 5
// The calendar asks for at most six weeks (a month view with its leading and trailing days).
export const CALENDAR_MAX_DAYS = 42
export const JAM_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$'

export const SCHEDULE_MESSAGES = {
  created: 'Data penjadwalan berhasil ditambahkan',
  updated: 'Data penjadwalan berhasil diubah',
  statusChanged: 'Status penjadwalan berhasil diubah',
  deleted: 'Data penjadwalan berhasil dihapus',
  generated: 'Jadwal kontrak berhasil dibuat',
  notFound: 'Penjadwalan tidak ditemukan',
  // Issue 39: a visit names an optional site of its customer.
  siteNotFound: 'Lokasi tidak ditemukan',
  siteOtherCustomer: 'Lokasi bukan milik pelanggan ini',
  customerNotFound: 'Pelanggan tidak ditemukan',
  technicianNotFound: 'Teknisi tidak ditemukan',
  technicianInactive: 'Teknisi tidak aktif',
  technicianRequired: 'Teknisi tidak boleh kosong',
  contractNotFound: 'Kontrak tidak ditemukan',
  contractOtherCustomer: 'Kontrak bukan milik pelanggan ini',
  outsideContract: 'Tanggal harus di dalam periode kontrak',
  jam: 'Jam harus berformat JJ:MM (00:00–23:59)',
  hama: 'Hama Ditemukan tidak valid',
  technicianNoteRequired: 'Catatan Teknisi tidak boleh kosong',
  technicianOnlyCompletes: 'Teknisi hanya dapat menandai kunjungan sebagai selesai',
  calendarRange: 'Rentang kalender maksimal 42 hari',
  calendarOrder: 'Tanggal sampai harus sama dengan atau setelah tanggal dari',
  yearRange: 'Tahun tidak valid',
  monthRange: 'Bulan harus 1 sampai 12',
  photoTooLarge: 'Ukuran file tidak boleh lebih dari 5 Mb',
  photoType: 'Format file tidak didukung',
  photoCount: 'Foto paling banyak 5',
  noPhoto: 'Foto tidak ditemukan',
  // A file the phone's browser cannot draw (damaged, or a format it does not read, e.g. HEIC).
  photoUnreadable: (name: string) => `Foto ${name} tidak dapat dibaca; pilih foto jpg atau png yang lain`,
  badMultipart: 'Data formulir tidak valid',
  inUse: (what: string) => `Data masih dipakai oleh ${what}`,
  forbiddenOtherTechnician: 'Anda hanya dapat melihat jadwal Anda sendiri',
  // A report made offline that arrived too late (ADR 0040): why, and that the admin has it.
  refusedDeleted: 'Kunjungan telah dihapus admin',
  refusedReassigned: 'Kunjungan telah dialihkan ke teknisi lain',
  refusedAlreadyDone: 'Kunjungan sudah ditandai selesai',
  refusedChanged: 'Kunjungan telah diubah admin setelah laporan dibuat',
  refusedKept: 'Laporan tidak diterima; laporan disimpan untuk admin',
} as const

const idRange = (message: string) => ({
  min: { value: 1, message },
  max: { value: 2_147_483_647, message },
})
const requiredId = (label: string, required: string, message: string, description: string) =>
  integer({ label, required, ...idRange(message), description })
const optionalId = (label: string, message: string, description: string) =>
  integer({ label, ...idRange(message), description })

export const penjadwalanContract = defineContract(
  {
    idpelanggan: requiredId(
      'Pelanggan',
      'Pelanggan tidak boleh kosong',
      SCHEDULE_MESSAGES.customerNotFound,
      'idpelanggan: pelanggan yang sudah ada',
    ),
    idteknisi: requiredId(
      'Teknisi',
      SCHEDULE_MESSAGES.technicianRequired,
      SCHEDULE_MESSAGES.technicianNotFound,
      'idteknisi: teknisi yang aktif',
    ),
    idkontrak: optionalId(
      'Kontrak',
      SCHEDULE_MESSAGES.contractNotFound,
      'Kontrak pelanggan yang sama (opsional); tanggal harus di dalam periodenya',
    ),
    idlokasi: optionalId(
      'Lokasi (site)',
      SCHEDULE_MESSAGES.siteNotFound,
      'Lokasi (site) pelanggan yang sama (opsional): perangkat monitoringnya diperiksa saat kunjungan',
    ),
    tanggal: date({ label: 'Tanggal', required: 'Tanggal tidak boleh kosong' }),
    jam: text({
      label: 'Jam',
      max: 5,
      pattern: { source: JAM_PATTERN, message: SCHEDULE_MESSAGES.jam },
      description: 'Jam kunjungan HH:MM (opsional)',
    }),
    jenis_pekerjaan: choice(JENIS_PEKERJAAN_OPTIONS, {
      label: 'Jenis Pekerjaan',
      required: 'Jenis Pekerjaan tidak boleh kosong',
      message: 'Jenis Pekerjaan tidak valid',
    }),
    lokasi: text({
      label: 'Lokasi',
      max: 500,
      multiline: true,
      description: 'Lokasi kunjungan; kosong berarti alamat pelanggan',
    }),
    catatan: text({ label: 'Catatan', max: 2000, multiline: true }),
    // The version last read (or the If-Match header); left out, the change applies to the current one.
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  {
    example: {
      idpelanggan: 1,
      idteknisi: 1,
      idkontrak: 1,
      tanggal: '2026-12-07',
      jam: '09:00',
      jenis_pekerjaan: 'Pest Control',
      lokasi: 'Gudang belakang (contoh)',
      catatan: 'Hubungi satpam saat tiba (contoh)',
    },
  },
)

// The scalar fields of PUT /api/penjadwalan/editStatus/{id}; `hama_ditemukan` is a list (checked
// by checkHamaDitemukan) and `foto` files come only with multipart.
export const statusContract = defineContract(
  {
    status_penjadwalan: choice(STATUS_PENJADWALAN_OPTIONS, {
      label: 'Status Penjadwalan',
      required: 'Status Penjadwalan tidak boleh kosong',
      message: 'Status Penjadwalan tidak valid',
    }),
    catatan_teknisi: text({ label: 'Catatan Teknisi', max: 2000, multiline: true }),
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
    idempotency_key: text({
      label: 'Kunci idempotensi',
      max: 100,
      description: 'Kunci acak dari klien; permintaan ulang dengan kunci sama menjawab hasil pertama',
    }),
  },
  {
    example: {
      status_penjadwalan: 'selesai',
      catatan_teknisi: 'Umpan tikus diganti di 6 titik (contoh)',
      version: 1,
      idempotency_key: 'c0ffee-2026-12-07-1',
    },
  },
)

// hama_ditemukan: a list (JSON array, or the multipart field repeated) of the contact form's pest
// options, each at most once. Answers the list, or the message.
export function checkHamaDitemukan(raw: unknown): { value: Hama[] } | { error: string } {
  if (raw === undefined || raw === null || raw === '') return { value: [] }
  const list = Array.isArray(raw) ? raw : [raw]
  const known = HAMA_OPTIONS as readonly unknown[]
  if (list.length > HAMA_OPTIONS.length || list.some((item) => !known.includes(item))) {
    return { error: SCHEDULE_MESSAGES.hama }
  }
  if (new Set(list).size !== list.length) return { error: SCHEDULE_MESSAGES.hama }
  return { value: list as Hama[] }
}

export const buatJadwalContract = defineContract(
  {
    idteknisi: optionalId(
      'Teknisi',
      SCHEDULE_MESSAGES.technicianNotFound,
      'Teknisi kunjungan; kosong berarti teknisi kontrak',
    ),
  },
  { example: { idteknisi: 1 } },
)

export type ScheduleInput = ContractValue<typeof penjadwalanContract>
// What the admin states about a visit; the id and the visit number are assigned by the server.
export type ScheduleValues = {
  idpelanggan: number
  idteknisi: number
  idkontrak: number | null
  // Absent or null: no site named (issue 39).
  idlokasi?: number | null
  tanggal: string
  jam: string | null
  jenis_pekerjaan: (typeof JENIS_PEKERJAAN_OPTIONS)[number]
  lokasi: string | null
  catatan: string
}

export function scheduleValues(input: ScheduleInput): ScheduleValues {
  return {
    idpelanggan: input.idpelanggan,
    idteknisi: input.idteknisi,
    idkontrak: input.idkontrak ?? null,
    idlokasi: input.idlokasi ?? null,
    tanggal: input.tanggal,
    jam: input.jam ?? null,
    jenis_pekerjaan: input.jenis_pekerjaan,
    lokasi: input.lokasi ?? null,
    catatan: input.catatan ?? '',
  }
}

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

export const VisitReportRecord = Type.Object({
  catatan_teknisi: Type.String(),
  hama_ditemukan: Type.Array(Type.String()),
  foto: Type.Array(Type.String(), { description: 'Tautan foto: /api/penjadwalan/foto/{id}/{n}' }),
  waktu_selesai: Type.String({ format: 'date-time' }),
})
export type VisitReport = Static<typeof VisitReportRecord>

export const ScheduleRecord = Type.Object({
  idpenjadwalan: Type.Integer(),
  idpelanggan: Type.Integer(),
  nama_pelanggan: Type.String(),
  lokasi: Type.String({ description: 'Lokasi kunjungan, atau alamat pelanggan bila tidak diisi' }),
  no_telp_pelanggan: Type.String({ description: 'Telepon pelanggan, untuk teknisi di lokasi' }),
  idteknisi: Type.Integer(),
  nama_teknisi: Type.String(),
  idkontrak: nullable(Type.Integer()),
  nomor_kontrak: nullable(Type.String()),
  periode_kontrak: nullable(Type.String({ description: "mis. '1 Januari 2026 – 31 Desember 2026'" })),
  idlokasi: nullable(Type.Integer({ description: 'Lokasi (site) pelanggan yang dikunjungi, bila ada' })),
  nama_lokasi: nullable(Type.String({ description: '{kode_lokasi} – {nama_lokasi}' })),
  tanggal: Type.String({ format: 'date' }),
  jam: nullable(Type.String({ description: 'HH:MM' })),
  jenis_pekerjaan: Type.String(),
  jumlah_kunjungan: Type.Integer({ description: 'Kunjungan ke-n dalam kontraknya (atau pelanggannya)' }),
  status_penjadwalan: Type.Enum([...STATUS_PENJADWALAN_OPTIONS]),
  catatan: Type.String(),
  hasil_kunjungan: nullable(VisitReportRecord),
  version: Type.Integer({ description: 'Versi; kirim kembali saat mengubah (atau If-Match)' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})
export type Schedule = Static<typeof ScheduleRecord>

export const SCHEDULE_EXAMPLE: Schedule = {
  idpenjadwalan: 1,
  idpelanggan: 1,
  nama_pelanggan: 'PT Sinar Jaya Abadi (contoh)',
  lokasi: 'Jl. Raya Darmo 10, Surabaya',
  no_telp_pelanggan: '081234567890',
  idteknisi: 1,
  nama_teknisi: 'Budi Santoso (contoh)',
  idkontrak: 1,
  nomor_kontrak: 'KTR/2026/0001',
  periode_kontrak: '1 Desember 2026 – 30 November 2027',
  idlokasi: 3,
  nama_lokasi: 'PJB1 – Pabrik Buduran',
  tanggal: '2026-12-07',
  jam: '09:00',
  jenis_pekerjaan: 'Pest Control',
  jumlah_kunjungan: 1,
  status_penjadwalan: 'selesai',
  catatan: 'Hubungi satpam saat tiba (contoh)',
  hasil_kunjungan: {
    catatan_teknisi: 'Umpan tikus diganti di 6 titik (contoh)',
    hama_ditemukan: ['Tikus', 'Kecoa'],
    foto: ['/api/penjadwalan/foto/1/1'],
    waktu_selesai: '2026-12-07T03:30:00.000Z',
  },
  version: 3,
  created_at: '2026-11-23T08:00:00.000Z',
  updated_at: '2026-12-07T03:30:00.000Z',
}

// The calendar's and the bentrok call's compact row.
export const ClashRecord = Type.Object({
  idpenjadwalan: Type.Integer(),
  nama_pelanggan: Type.String(),
  tanggal: Type.String({ format: 'date' }),
  jam: nullable(Type.String()),
})
export type Clash = Static<typeof ClashRecord>

// The spec's "Technician treatment row" (POST /api/teknisi/laporantreatment/{id}).
export const TreatmentRowRecord = Type.Object({
  idpenjadwalan: Type.Integer(),
  nama_pelanggan: Type.String(),
  lokasi: Type.String(),
  periode_kontrak: nullable(Type.String()),
  jenis_pekerjaan: Type.String(),
  jumlah_kunjungan: Type.Integer(),
  tanggal: Type.String({ format: 'date' }),
  status_penjadwalan: Type.String(),
})
export type TreatmentRow = Static<typeof TreatmentRowRecord>
