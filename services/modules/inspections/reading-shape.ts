import {
  type Aktivitas,
  ILT_HAMA,
  INSPECTION_MESSAGES,
  type JenisPerangkat,
  type Kondisi,
  type ReadingInput,
  UMPAN_DIMAKAN_OPTIONS,
} from './contract.ts'

// Browser-safe: what a reading holds for its device type, what it finds, and how it reads in words
// (the decider, the phone's form, the tables, the CSV and the PDF).

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
