import { Type } from 'typebox'
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

// The fields each device type takes besides kondisi and catatan.
const FIELDS_BY_TYPE: Record<JenisPerangkat, readonly string[]> = {
  'bait station': ['umpan_dimakan', 'aktivitas', 'umpan_diganti'],
  'live trap': ['tangkapan'],
  'glue board': ['tangkapan'],
  'pheromone trap': ['tangkapan'],
  'insect light trap': ['tangkapan', 'lem_diganti', 'lampu_diganti'],
  'termite station': ['aktivitas_rayap', 'umpan_diganti'],
}
const TYPED_FIELDS = [
  'umpan_dimakan',
  'aktivitas',
  'umpan_diganti',
  'tangkapan',
  'lem_diganti',
  'lampu_diganti',
  'aktivitas_rayap',
] as const
const FIELD_LABELS: Record<string, string> = {
  umpan_dimakan: 'Umpan dimakan',
  aktivitas: 'Aktivitas',
  umpan_diganti: 'Umpan diganti',
  tangkapan: 'Tangkapan',
  lem_diganti: 'Lem diganti',
  lampu_diganti: 'Lampu diganti',
  aktivitas_rayap: 'Aktivitas rayap',
}

export type Tangkapan = { hama: string; jumlah: number }
// A reading's typed fields, as stored (null: not of this type, or not read because of its kondisi).
export type ReadingValues = {
  kondisi: Kondisi
  umpan_dimakan: number | null
  aktivitas: Aktivitas | null
  umpan_diganti: boolean | null
  tangkapan: Tangkapan[]
  lem_diganti: boolean | null
  lampu_diganti: boolean | null
  aktivitas_rayap: boolean | null
  catatan: string
}

// A device that could not be read (missing, inaccessible) carries its kondisi as the reason and
// no measurement; a damaged one that was read still has them.
export const isReadable = (kondisi: Kondisi) => kondisi === 'baik' || kondisi === 'rusak'

type Shape = { values: ReadingValues } | { field: string; message: string }

// The reading's fields for its device type: a field of another type is refused (a typo on the
// phone would otherwise be stored as nothing); a readable device's measurements are required.
export function checkReadingShape(jenis: JenisPerangkat, reading: Partial<ReadingInput>): Shape {
  const allowed = FIELDS_BY_TYPE[jenis]
  for (const field of TYPED_FIELDS) {
    const value = reading[field]
    const given = Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null
    if (given && !allowed.includes(field))
      return { field, message: INSPECTION_MESSAGES.notForType(FIELD_LABELS[field] ?? field, jenis) }
  }
  const kondisi = reading.kondisi ?? 'baik'
  const readable = isReadable(kondisi)
  const values: ReadingValues = {
    kondisi,
    umpan_dimakan: null,
    aktivitas: null,
    umpan_diganti: null,
    tangkapan: [],
    lem_diganti: null,
    lampu_diganti: null,
    aktivitas_rayap: null,
    catatan: reading.catatan ?? '',
  }
  if (jenis === 'bait station') {
    if (
      reading.umpan_dimakan !== undefined &&
      !(UMPAN_DIMAKAN_OPTIONS as readonly number[]).includes(reading.umpan_dimakan)
    )
      return { field: 'umpan_dimakan', message: INSPECTION_MESSAGES.umpanDimakan }
    if (readable && reading.umpan_dimakan === undefined)
      return { field: 'umpan_dimakan', message: INSPECTION_MESSAGES.umpanDimakanRequired }
    if (readable && reading.aktivitas === undefined)
      return { field: 'aktivitas', message: INSPECTION_MESSAGES.aktivitasRequired }
    values.umpan_dimakan = reading.umpan_dimakan ?? null
    values.aktivitas = reading.aktivitas ?? null
    values.umpan_diganti = reading.umpan_diganti ?? (readable ? false : null)
    return { values }
  }
  if (jenis === 'termite station') {
    if (readable && reading.aktivitas_rayap === undefined)
      return { field: 'aktivitas_rayap', message: INSPECTION_MESSAGES.aktivitasRayapRequired }
    values.aktivitas_rayap = reading.aktivitas_rayap ?? null
    values.umpan_diganti = reading.umpan_diganti ?? (readable ? false : null)
    return { values }
  }
  const tangkapan = reading.tangkapan ?? []
  const seen = new Set<string>()
  for (const entry of tangkapan) {
    if (seen.has(entry.hama))
      return { field: 'tangkapan', message: INSPECTION_MESSAGES.hamaTwice(entry.hama) }
    seen.add(entry.hama)
    if (jenis === 'insect light trap' && !(ILT_HAMA as readonly string[]).includes(entry.hama))
      return { field: 'tangkapan', message: INSPECTION_MESSAGES.iltHama }
  }
  values.tangkapan = tangkapan.map((entry) => ({ hama: entry.hama, jumlah: entry.jumlah }))
  if (jenis === 'insect light trap') {
    values.lem_diganti = reading.lem_diganti ?? (readable ? false : null)
    values.lampu_diganti = reading.lampu_diganti ?? (readable ? false : null)
  }
  return { values }
}

// What the map and the reports colour a device by (issue 39 item 5), from its last reading.
export const TEMUAN_OPTIONS = [
  'tidak ada aktivitas',
  'ada aktivitas',
  'tertangkap',
  'hilang',
  'belum diperiksa',
] as const
export type Temuan = (typeof TEMUAN_OPTIONS)[number]

export function findingOf(values: ReadingValues | null): Temuan {
  if (values === null) return 'belum diperiksa'
  if (values.kondisi === 'hilang') return 'hilang'
  if (values.aktivitas === 'tertangkap' || values.tangkapan.some((entry) => entry.jumlah > 0))
    return 'tertangkap'
  if ((values.aktivitas !== null && values.aktivitas !== 'tidak ada') || values.aktivitas_rayap === true)
    return 'ada aktivitas'
  if ((values.umpan_dimakan ?? 0) > 0) return 'ada aktivitas'
  return 'tidak ada aktivitas'
}

export const TangkapanRecord = Type.Object({ hama: Type.String(), jumlah: Type.Integer() })
export const InspectionRecord = Type.Object({
  idpemeriksaan: Type.Integer(),
  idpenjadwalan: Type.Integer(),
  idperangkat: Type.Integer(),
  kode_perangkat: Type.String(),
  jenis_perangkat: Type.String(),
  waktu: Type.String({ format: 'date-time' }),
  kondisi: Type.String(),
  umpan_dimakan: Type.Union([Type.Integer(), Type.Null()]),
  aktivitas: Type.Union([Type.String(), Type.Null()]),
  umpan_diganti: Type.Union([Type.Boolean(), Type.Null()]),
  tangkapan: Type.Array(TangkapanRecord),
  lem_diganti: Type.Union([Type.Boolean(), Type.Null()]),
  lampu_diganti: Type.Union([Type.Boolean(), Type.Null()]),
  aktivitas_rayap: Type.Union([Type.Boolean(), Type.Null()]),
  catatan: Type.String(),
  temuan: Type.String(),
})
export type Inspection = {
  idpemeriksaan: number
  idpenjadwalan: number
  idperangkat: number
  kode_perangkat: string
  jenis_perangkat: string
  waktu: string
  temuan: Temuan
} & ReadingValues

// PUT /api/pemeriksaan/{idpenjadwalan}'s answer: how many readings were new, and the visit's.
export type RecordedReadingsAnswer = { tercatat: number; pemeriksaan: Inspection[] }

// GET /api/pemeriksaan/{idpenjadwalan}: the visit's site's devices, each with its reading at this
// visit (or none yet), and the readings of devices no longer in place. What the technician's phone
// keeps for offline work, and what the visit's page draws on its map.
export type VisitDevice = {
  idperangkat: number
  kode_perangkat: string
  kode_pendek: string
  jenis_perangkat: string
  idarea: number
  nama_area: string
  posisi_x: number | null
  posisi_y: number | null
  temuan: Temuan
  pemeriksaan: Inspection | null
}
export type VisitInspections = {
  idpenjadwalan: number
  idlokasi: number | null
  perangkat: VisitDevice[]
  // Readings of devices since removed or marked missing (still part of the visit's record).
  lainnya: Inspection[]
  belum_diperiksa: number
}

export const VisitInspectionsRecord = Type.Object({
  idpenjadwalan: Type.Integer(),
  idlokasi: Type.Union([Type.Integer(), Type.Null()]),
  perangkat: Type.Array(
    Type.Object({
      idperangkat: Type.Integer(),
      kode_perangkat: Type.String(),
      kode_pendek: Type.String(),
      jenis_perangkat: Type.String(),
      idarea: Type.Integer(),
      nama_area: Type.String(),
      posisi_x: Type.Union([Type.Number(), Type.Null()]),
      posisi_y: Type.Union([Type.Number(), Type.Null()]),
      temuan: Type.String(),
      pemeriksaan: Type.Union([InspectionRecord, Type.Null()]),
    }),
  ),
  lainnya: Type.Array(InspectionRecord),
  belum_diperiksa: Type.Integer(),
})

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

// What a reading says, in words: the fields of its device type only (tables, CSV, the PDF).
export function readingSummary(r: ReadingValues): string {
  const yes = (value: boolean | null, text: string) => (value ? text : null)
  const parts = [
    r.umpan_dimakan !== null ? `umpan dimakan ${r.umpan_dimakan} %` : null,
    r.aktivitas ? `aktivitas: ${r.aktivitas}` : null,
    r.aktivitas_rayap !== null ? `aktivitas rayap: ${r.aktivitas_rayap ? 'ya' : 'tidak'}` : null,
    r.tangkapan.length > 0 ? r.tangkapan.map((t) => `${t.hama} ${t.jumlah}`).join(', ') : null,
    yes(r.umpan_diganti, 'umpan diganti'),
    yes(r.lem_diganti, 'lem diganti'),
    yes(r.lampu_diganti, 'lampu diganti'),
  ]
  return parts.filter(Boolean).join('; ') || '-'
}
