import { type Static, Type } from 'typebox'
import { type ContractValue, choice, defineContract, integer, list, text } from '../../core/contract.ts'

// Browser-safe: the breach register (insiden, issue 38 item 5). UU 27/2022 Pasal 46: a failure of
// personal data protection is notified in writing to the persons concerned and to the authority
// within 3 × 24 hours of its discovery (`ditemukan_pada`).

export const NOTIFY_HOURS = 72

export const INCIDENT_STATUSES = ['baru', 'dinotifikasi', 'selesai'] as const
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number]
export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  baru: 'Baru (belum diberitahukan)',
  dinotifikasi: 'Sudah diberitahukan',
  selesai: 'Selesai ditangani',
}

// The authority to notify. The law's own agency is not yet formed; until then the ministry
// supervises (ADR 0065). Its site says where to report.
export const AUTHORITY = {
  nama: 'Kementerian Komunikasi dan Digital (pengawas pelindungan data pribadi)',
  situs: 'https://www.komdigi.go.id',
} as const

export const INCIDENT_MESSAGES = {
  created: 'Insiden berhasil dicatat',
  updated: 'Insiden berhasil diubah',
  notFound: 'Insiden tidak ditemukan',
  future: 'Waktu ditemukan tidak boleh di masa depan',
  badTime: 'Waktu ditemukan tidak valid (contoh 2026-12-06T09:30)',
  unknownCustomer: (ids: number[]) =>
    `Pelanggan terdampak tidak ditemukan: ${ids.map((id) => `#${id}`).join(', ')}`,
  closeWithoutMeasures: 'Tindakan wajib diisi sebelum insiden dinyatakan selesai',
} as const

// A local date and time as the form's picker gives it (read in WIB), or with its offset.
export const TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,3})?)?(?:Z|[+-]\\d{2}:\\d{2})?$'

const affected = defineContract({
  idpelanggan: integer({
    label: 'ID Pelanggan',
    required: 'ID Pelanggan tidak boleh kosong',
    min: { value: 1, message: 'ID Pelanggan tidak valid' },
    max: { value: 2_147_483_647, message: 'ID Pelanggan tidak valid' },
  }),
})

export const incidentContract = defineContract(
  {
    judul: text({ label: 'Judul', required: 'Judul tidak boleh kosong', max: 200 }),
    kejadian: text({
      label: 'Kejadian',
      required: 'Kejadian tidak boleh kosong',
      max: 4000,
      multiline: true,
      description: 'Apa yang terjadi',
    }),
    ditemukan_pada: text({
      label: 'Ditemukan Pada',
      required: 'Waktu ditemukan tidak boleh kosong',
      max: 40,
      pattern: { source: TIME_PATTERN, message: INCIDENT_MESSAGES.badTime },
      description: 'Kapan insiden diketahui (tanpa zona: WIB); batas pemberitahuan 3 × 24 jam sesudahnya',
    }),
    jenis_subjek: text({
      label: 'Jenis Subjek Data',
      required: 'Jenis Subjek Data tidak boleh kosong',
      max: 300,
      description: 'Siapa yang datanya terdampak (mis. pelanggan, pengunjung website, teknisi)',
    }),
    jenis_data: text({
      label: 'Jenis Data',
      required: 'Jenis Data tidak boleh kosong',
      max: 300,
      description: 'Data apa yang terdampak (mis. nama, telepon, alamat)',
    }),
    perkiraan_jumlah: integer({
      label: 'Perkiraan Jumlah Orang',
      required: 'Perkiraan Jumlah Orang tidak boleh kosong',
      min: { value: 0, message: 'Perkiraan Jumlah Orang harus bilangan bulat 0 atau lebih' },
      max: { value: 100_000_000, message: 'Perkiraan Jumlah Orang terlalu besar' },
    }),
    pelanggan_terdampak: list(affected, {
      label: 'Pelanggan Terdampak',
      max: { length: 200, message: 'Pelanggan Terdampak paling banyak 200' },
      description: 'Pelanggan yang datanya terdampak, bila diketahui: mereka yang diberi tahu',
    }),
    tindakan: text({ label: 'Tindakan', max: 4000, multiline: true, description: 'Langkah yang diambil' }),
    status: choice(INCIDENT_STATUSES, {
      label: 'Status',
      message: 'Status tidak valid',
      description: 'baru, dinotifikasi, selesai (bawaan baru)',
    }),
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  {
    example: {
      judul: 'Laptop kantor hilang',
      kejadian: 'Laptop admin berisi ekspor daftar pelanggan hilang di kendaraan umum.',
      ditemukan_pada: '2026-12-06T09:30',
      jenis_subjek: 'Pelanggan',
      jenis_data: 'Nama, telepon, alamat',
      perkiraan_jumlah: 120,
      pelanggan_terdampak: [{ idpelanggan: 12 }],
      tindakan: 'Kata sandi semua akun admin diganti.',
      status: 'baru',
      version: 1,
    },
  },
)

export type IncidentBody = ContractValue<typeof incidentContract>

// What the commands store: the form with its defaults, the time as an ISO instant.
export type IncidentValues = {
  judul: string
  kejadian: string
  ditemukan_pada: string
  jenis_subjek: string
  jenis_data: string
  perkiraan_jumlah: number
  pelanggan_terdampak: number[]
  tindakan: string
  status: IncidentStatus
}

// The form's time read in WIB when it carries no zone; null when it names no real instant.
export function incidentInstant(raw: string): string | null {
  if (!new RegExp(TIME_PATTERN).test(raw)) return null
  const zoned = /(?:Z|[+-]\d{2}:\d{2})$/.test(raw) ? raw : `${raw}+07:00`
  const time = Date.parse(zoned)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

export const deadlineOf = (ditemukanPada: string) =>
  new Date(Date.parse(ditemukanPada) + NOTIFY_HOURS * 3_600_000).toISOString()

const Contact = Type.Object({
  nama: Type.String(),
  no_telp: Type.String(),
  email: Type.String(),
  situs: Type.String(),
})

export const IncidentRecord = Type.Object({
  idinsiden: Type.Integer(),
  judul: Type.String(),
  kejadian: Type.String(),
  ditemukan_pada: Type.String({ format: 'date-time' }),
  batas_pemberitahuan: Type.String({ format: 'date-time', description: 'ditemukan_pada + 3 × 24 jam' }),
  jenis_subjek: Type.String(),
  jenis_data: Type.String(),
  perkiraan_jumlah: Type.Integer(),
  pelanggan_terdampak: Type.Array(Type.Integer()),
  tindakan: Type.String(),
  status: Type.Enum([...INCIDENT_STATUSES]),
  version: Type.Integer({ description: 'Versi; kirim kembali saat mengubah (atau If-Match)' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})
export type Incident = Static<typeof IncidentRecord>

// One record as read alone: with whom to notify and how to reach them.
export const IncidentDetailRecord = Type.Object({
  ...IncidentRecord.properties,
  pihak_diberitahu: Type.Array(
    Type.Object({
      jenis: Type.Enum(['subjek', 'otoritas'], { description: 'subjek data, atau otoritas' }),
      idpelanggan: Type.Union([Type.Integer(), Type.Null()]),
      ...Contact.properties,
    }),
    { description: 'Yang harus diberi tahu dalam 3 × 24 jam: pelanggan terdampak, lalu otoritas' },
  ),
})
export type IncidentDetail = Static<typeof IncidentDetailRecord>

export const INCIDENT_EXAMPLE: Incident = {
  idinsiden: 3,
  judul: 'Laptop kantor hilang',
  kejadian: 'Laptop admin berisi ekspor daftar pelanggan hilang di kendaraan umum.',
  ditemukan_pada: '2026-12-06T02:30:00.000Z',
  batas_pemberitahuan: '2026-12-09T02:30:00.000Z',
  jenis_subjek: 'Pelanggan',
  jenis_data: 'Nama, telepon, alamat',
  perkiraan_jumlah: 120,
  pelanggan_terdampak: [12],
  tindakan: 'Kata sandi semua akun admin diganti.',
  status: 'baru',
  version: 1,
  created_at: '2026-12-06T03:00:00.000Z',
  updated_at: '2026-12-06T03:00:00.000Z',
}

export const INCIDENT_FIELD_LABELS: Record<string, string> = {
  idinsiden: 'ID Insiden',
  judul: 'Judul',
  kejadian: 'Kejadian',
  ditemukan_pada: 'Ditemukan Pada',
  batas_pemberitahuan: 'Batas Pemberitahuan',
  jenis_subjek: 'Jenis Subjek Data',
  jenis_data: 'Jenis Data',
  perkiraan_jumlah: 'Perkiraan Jumlah Orang',
  pelanggan_terdampak: 'Pelanggan Terdampak',
  tindakan: 'Tindakan',
  status: 'Status',
}
