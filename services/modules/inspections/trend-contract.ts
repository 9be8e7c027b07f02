import { type Static, Type } from 'typebox'
import { JENIS_PERANGKAT_OPTIONS, type JenisPerangkat, TANGKAPAN_HAMA_OPTIONS } from './contract.ts'

// Trends of a site's readings by month (audit-work.md "Thresholds, trends, ..."; issue 40 item 2).
// Browser-safe: the API checks the query with these rules and the SPA builds its filters from them.

export const TREND_MONTHS_MAX = 24
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

export const TREND_MESSAGES = {
  month: (label: string) => `${label} harus berformat YYYY-MM`,
  order: 'Bulan awal tidak boleh setelah bulan akhir',
  tooLong: `Periode tren paling lama ${TREND_MONTHS_MAX} bulan`,
  jenis: 'Jenis Perangkat tidak valid',
  hama: 'Hama tidak valid',
  area: 'Area bukan milik lokasi ini',
}

export type TrendFilters = {
  dari: string
  sampai: string
  idarea?: number | undefined
  jenis_perangkat?: JenisPerangkat | undefined
  hama?: string | undefined
}

// Each month between dari and sampai, both included, as 'YYYY-MM'.
export function monthsBetween(dari: string, sampai: string): string[] {
  const months: string[] = []
  let [year, month] = dari.split('-').map(Number) as [number, number]
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    if (key > sampai) return months
    months.push(key)
    month += 1
    if (month === 13) {
      month = 1
      year += 1
    }
  }
}

// The 12 months ending with this one (the default period of every trend: charts and the PDF).
export function yearBefore(tahun: number, bulan: number): { dari: string; sampai: string } {
  const start = bulan === 12 ? { tahun, bulan: 1 } : { tahun: tahun - 1, bulan: bulan + 1 }
  const pad = (n: number) => String(n).padStart(2, '0')
  return { dari: `${start.tahun}-${pad(start.bulan)}`, sampai: `${tahun}-${pad(bulan)}` }
}

// Checks a trend query; returns the clean filters or the first Indonesian message.
export function checkTrendQuery(raw: {
  dari?: string | undefined
  sampai?: string | undefined
  idarea?: string | number | undefined
  jenis_perangkat?: string | undefined
  hama?: string | undefined
}): { filters: TrendFilters } | { error: string } {
  const dari = raw.dari?.trim() ?? ''
  const sampai = raw.sampai?.trim() ?? ''
  if (!MONTH_PATTERN.test(dari)) return { error: TREND_MESSAGES.month('Bulan awal (dari)') }
  if (!MONTH_PATTERN.test(sampai)) return { error: TREND_MESSAGES.month('Bulan akhir (sampai)') }
  if (dari > sampai) return { error: TREND_MESSAGES.order }
  if (monthsBetween(dari, sampai).length > TREND_MONTHS_MAX) return { error: TREND_MESSAGES.tooLong }
  const filters: TrendFilters = { dari, sampai }
  const area = String(raw.idarea ?? '').trim()
  if (area !== '') {
    if (!/^[1-9]\d{0,9}$/.test(area)) return { error: TREND_MESSAGES.area }
    filters.idarea = Number(area)
  }
  const jenis = raw.jenis_perangkat?.trim()
  if (jenis) {
    if (!(JENIS_PERANGKAT_OPTIONS as readonly string[]).includes(jenis))
      return { error: TREND_MESSAGES.jenis }
    filters.jenis_perangkat = jenis as JenisPerangkat
  }
  const hama = raw.hama?.trim()
  if (hama) {
    if (!(TANGKAPAN_HAMA_OPTIONS as readonly string[]).includes(hama)) return { error: TREND_MESSAGES.hama }
    filters.hama = hama
  }
  return { filters }
}

export const TrendMonthRecord = Type.Object({
  bulan: Type.String({ description: 'YYYY-MM (waktu Jakarta)' }),
  tangkapan: Type.Array(Type.Object({ hama: Type.String(), jumlah: Type.Integer() }), {
    description: 'Jumlah tangkapan per hama pada bulan itu (terbanyak dulu)',
  }),
  total_tangkapan: Type.Integer(),
  bait_station_aktif: Type.Integer({
    description: 'Pemeriksaan bait station dengan aktivitas (gigitan, kotoran, tertangkap)',
  }),
  perangkat_diperiksa: Type.Integer({ description: 'Pemeriksaan perangkat yang tercatat' }),
  hilang: Type.Integer({ description: "Pemeriksaan dengan kondisi 'hilang'" }),
  penampakan: Type.Integer({
    description: 'Penampakan hama yang dilaporkan pelanggan (portal dan poster QR)',
  }),
})
export type TrendMonth = Static<typeof TrendMonthRecord>

// The query fields that narrow a trend to one area, one device type and one pest (GET
// /api/lokasi/tren/{id}, the auditor's GET /api/audit/{token}/grafik).
export const TrendNarrowing = {
  idarea: Type.Optional(Type.String({ maxLength: 12, description: 'Area lokasi ini saja' })),
  jenis_perangkat: Type.Optional(
    Type.String({
      maxLength: 40,
      description: `Satu jenis perangkat: ${JENIS_PERANGKAT_OPTIONS.join(' / ')}`,
    }),
  ),
  hama: Type.Optional(Type.String({ maxLength: 40, description: 'Tangkapan satu hama saja' })),
}

export const TrendRecord = Type.Object({
  idlokasi: Type.Integer(),
  dari: Type.String(),
  sampai: Type.String(),
  bulan: Type.Array(TrendMonthRecord),
})
export type Trend = Static<typeof TrendRecord>

export const TREND_EXAMPLE: Trend = {
  idlokasi: 1,
  dari: '2026-01',
  sampai: '2026-02',
  bulan: [
    {
      bulan: '2026-01',
      tangkapan: [{ hama: 'Lalat', jumlah: 14 }],
      total_tangkapan: 14,
      bait_station_aktif: 2,
      perangkat_diperiksa: 40,
      hilang: 0,
      penampakan: 0,
    },
    {
      bulan: '2026-02',
      tangkapan: [],
      total_tangkapan: 0,
      bait_station_aktif: 0,
      perangkat_diperiksa: 0,
      hilang: 0,
      penampakan: 0,
    },
  ],
}
