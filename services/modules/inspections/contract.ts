import { boolean, choice, defineContract, integer, list, text } from '../../core/contract.ts'

// Readings of monitoring devices at a visit (audit-work.md, "Inspections at a visit"). Browser-safe:
// the technician's phone checks a reading with these rules before it enters the outbox.

export const JENIS_PERANGKAT_OPTIONS = [
  'bait station',
  'live trap',
  'glue board',
  'insect light trap',
  'pheromone trap',
  'termite station',
] as const
export type JenisPerangkat = (typeof JENIS_PERANGKAT_OPTIONS)[number]

export const KONDISI_OPTIONS = ['baik', 'rusak', 'hilang', 'tidak dapat diakses'] as const
export type Kondisi = (typeof KONDISI_OPTIONS)[number]
export const UMPAN_DIMAKAN_OPTIONS = [0, 25, 50, 75, 100] as const
export const AKTIVITAS_OPTIONS = ['tidak ada', 'gigitan', 'kotoran', 'tertangkap'] as const
export type Aktivitas = (typeof AKTIVITAS_OPTIONS)[number]
// What an insect light trap's board counts (audit-work.md: flies, other flying insects).
export const ILT_HAMA = ['Lalat', 'Serangga terbang lain'] as const
// What a trap or a glue board may hold: the house's pests, the rodents' and crawling insects' names.
export const TANGKAPAN_HAMA_OPTIONS = [
  'Tikus',
  'Mencit',
  'Kecoa',
  'Semut',
  'Cicak',
  'Lalat',
  'Nyamuk',
  'Ngengat',
  'Kumbang',
  'Serangga terbang lain',
  'Dll',
] as const
export const CATATAN_MAX = 500
export const READINGS_MAX = 500

export const INSPECTION_MESSAGES = {
  notFound: 'Data pemeriksaan tidak ditemukan',
  visitNotFound: 'Data penjadwalan tidak ditemukan',
  visitWithoutSite: 'Kunjungan ini tidak terkait lokasi, tidak ada perangkat yang diperiksa',
  deviceUnknown: (kode: string) => `Kode perangkat '${kode}' tidak dikenal`,
  deviceOtherSite: (kode: string) => `Perangkat ${kode} bukan perangkat lokasi kunjungan ini`,
  deviceRemoved: (kode: string) => `Perangkat ${kode} sudah dicabut, tidak dapat diperiksa`,
  deviceNotActive: (kode: string) =>
    `Perangkat ${kode} berstatus hilang; tandai ditemukan dahulu sebelum diperiksa`,
  badTime: 'Waktu pemeriksaan tidak valid',
  notInVisit: (kode: string) => `Kode '${kode}' bukan perangkat lokasi kunjungan ini`,
  alreadyRead: (kode: string) => `Perangkat ${kode} sudah diperiksa pada kunjungan ini`,
  deviceTwice: (kode: string) => `Perangkat ${kode} muncul dua kali dalam kiriman ini`,
  keyTwice: 'idempotency_key muncul dua kali dalam kiriman ini',
  unread: (n: number) => `Masih ada ${n} perangkat yang belum diperiksa`,
  recorded: (n: number) => `${n} hasil pemeriksaan tersimpan`,
  nothingNew: 'Hasil pemeriksaan sudah tersimpan sebelumnya',
  umpanDimakan: 'Umpan dimakan harus 0, 25, 50, 75 atau 100 %',
  umpanDimakanRequired: 'Umpan dimakan tidak boleh kosong',
  aktivitasRequired: 'Aktivitas tikus tidak boleh kosong',
  aktivitasRayapRequired: 'Aktivitas rayap tidak boleh kosong',
  tangkapanRequired: 'Tangkapan tidak boleh kosong (isi 0 bila tidak ada)',
  hamaTwice: (hama: string) => `Hama ${hama} disebut dua kali`,
  iltHama: `Tangkapan insect light trap hanya ${ILT_HAMA.join(' dan ')}`,
  notForType: (label: string, jenis: string) => `${label} tidak berlaku untuk ${jenis}`,
  siteNotFound: 'Data lokasi tidak ditemukan',
  siteRequired: 'Lokasi tidak boleh kosong',
  visitCompleted: 'Kunjungan sudah selesai; hasil pemeriksaannya tidak dapat dikoreksi lagi',
  corrected: (kode: string) => `Hasil pemeriksaan ${kode} berhasil dikoreksi`,
  nothingCorrected: 'Tidak ada yang berubah pada hasil pemeriksaan',
  period: 'Periode tidak valid (dari dan sampai YYYY-MM-DD, dari tidak setelah sampai)',
} as const

const tangkapanEntry = defineContract({
  hama: choice(TANGKAPAN_HAMA_OPTIONS, {
    label: 'Hama',
    required: 'Hama tidak boleh kosong',
    message: 'Hama tidak valid',
  }),
  jumlah: integer({
    label: 'Jumlah',
    required: 'Jumlah tidak boleh kosong',
    min: { value: 0, message: 'Jumlah tidak boleh kurang dari 0' },
    max: { value: 100_000, message: 'Jumlah tidak boleh lebih dari 100000' },
  }),
})

// One reading as sent: the device by its short code (the QR's) or its number, and the fields of
// its type; which fields its type takes is checked by checkReadingShape once the device is known.
export const readingContract = defineContract(
  {
    idempotency_key: text({
      label: 'idempotency_key',
      required: 'idempotency_key tidak boleh kosong',
      max: 100,
      pattern: { source: '^[A-Za-z0-9._:-]+$', message: 'idempotency_key tidak valid' },
    }),
    kode: text({ label: 'Kode perangkat', required: 'Kode perangkat tidak boleh kosong', max: 24 }),
    waktu: text({
      label: 'Waktu',
      required: 'Waktu pemeriksaan tidak boleh kosong',
      max: 40,
      pattern: {
        source: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
        message: 'Waktu pemeriksaan tidak valid',
      },
    }),
    kondisi: choice(KONDISI_OPTIONS, {
      label: 'Kondisi',
      required: 'Kondisi tidak boleh kosong',
      message: 'Kondisi tidak valid',
    }),
    umpan_dimakan: integer({
      label: 'Umpan dimakan',
      min: { value: 0, message: INSPECTION_MESSAGES.umpanDimakan },
      max: { value: 100, message: INSPECTION_MESSAGES.umpanDimakan },
    }),
    aktivitas: choice(AKTIVITAS_OPTIONS, { label: 'Aktivitas', message: 'Aktivitas tidak valid' }),
    umpan_diganti: boolean({ label: 'Umpan diganti' }),
    tangkapan: list(tangkapanEntry, {
      label: 'Tangkapan',
      max: { length: TANGKAPAN_HAMA_OPTIONS.length, message: 'Tangkapan terlalu banyak jenis' },
    }),
    lem_diganti: boolean({ label: 'Lem diganti' }),
    lampu_diganti: boolean({ label: 'Lampu diganti' }),
    aktivitas_rayap: boolean({ label: 'Aktivitas rayap' }),
    catatan: text({ label: 'Catatan', max: CATATAN_MAX, multiline: true }),
  },
  {
    example: {
      idempotency_key: 'c0ffee-PJB1-007-2026-12',
      kode: 'K7M2QX',
      waktu: '2026-12-07T09:14:05+07:00',
      kondisi: 'baik',
      umpan_dimakan: 25,
      aktivitas: 'gigitan',
      umpan_diganti: true,
    },
  },
)
export type ReadingInput = ReturnType<typeof readingContract.parse>

// A correction of a recorded reading (before its visit is completed): the reading's values as
// they should stand, the reading's `version` it was made from, and why it changed.
const { idempotency_key: _key, kode: _kode, waktu: _waktu, ...readingValueFields } = readingContract.fields
export const ALASAN_KOREKSI_MAX = 200
export const correctionContract = defineContract(
  {
    ...readingValueFields,
    alasan_koreksi: text({
      label: 'Alasan koreksi',
      required: 'Alasan koreksi tidak boleh kosong',
      max: ALASAN_KOREKSI_MAX,
    }),
    version: integer({
      label: 'Versi',
      required: 'Versi tidak boleh kosong',
      min: { value: 1, message: 'Versi tidak valid' },
    }),
  },
  {
    example: {
      kondisi: 'baik',
      umpan_dimakan: 50,
      aktivitas: 'kotoran',
      umpan_diganti: true,
      alasan_koreksi: 'Salah pilih persentase umpan',
      version: 3,
    },
  },
)
export type CorrectionInput = ReturnType<typeof correctionContract.parse>

export const pemeriksaanContract = defineContract(
  {
    pemeriksaan: list(readingContract, {
      label: 'Pemeriksaan',
      required: 'Pemeriksaan tidak boleh kosong',
      min: { length: 1, message: 'Pemeriksaan tidak boleh kosong' },
      max: { length: READINGS_MAX, message: `Paling banyak ${READINGS_MAX} pemeriksaan sekali kirim` },
    }),
  },
  {
    example: {
      pemeriksaan: [
        {
          idempotency_key: 'c0ffee-PJB1-007-2026-12',
          kode: 'K7M2QX',
          waktu: '2026-12-07T09:14:05+07:00',
          kondisi: 'baik',
          umpan_dimakan: 25,
          aktivitas: 'gigitan',
          umpan_diganti: true,
        },
      ],
    },
  },
)

// The pests a trap's form lists first (counts start at 0, so a clean trap is one tap).
export const TANGKAPAN_FORM_HAMA: Record<
  'live trap' | 'glue board' | 'pheromone trap' | 'insect light trap',
  readonly string[]
> = {
  'live trap': ['Tikus', 'Mencit'],
  'glue board': ['Tikus', 'Mencit', 'Kecoa', 'Cicak'],
  'pheromone trap': ['Ngengat', 'Kumbang'],
  'insect light trap': ILT_HAMA,
}
