import type { Threshold } from '@services/modules/corrective-actions/contract.ts'
import type { Trend } from '@services/modules/inspections/trend-contract.ts'

// What the trend chart and its table draw, from the API's answer: one series per numeric figure of
// a month (a figure the API gains later, such as `penampakan`, shows with its name, no code
// change), and the thresholds that apply to the chosen filters as flat lines. Pure, so a unit test
// checks the mapping without a browser.

const NAMA_BULAN = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']
export const shortMonth = (bulan: string) => {
  const [year, month] = bulan.split('-')
  return `${NAMA_BULAN[Number(month) - 1]} ${year?.slice(2)}`
}

export const TREND_FIELD_LABELS: Record<string, string> = {
  total_tangkapan: 'Total tangkapan',
  bait_station_aktif: 'Bait station aktif',
  perangkat_diperiksa: 'Perangkat diperiksa',
  hilang: 'Hilang',
  penampakan: 'Penampakan',
}

// `jumlah_laporan_baru` → 'Jumlah laporan baru' for a figure without a label of its own.
export function trendFieldLabel(field: string): string {
  const known = TREND_FIELD_LABELS[field]
  if (known) return known
  const words = field.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

// The month's numeric figures, in the API's order, that every month carries as a number.
export function numericFields(trend: Trend): string[] {
  const months = trend.bulan as unknown as Record<string, unknown>[]
  const first = months[0]
  if (!first) return []
  return Object.keys(first).filter((key) =>
    months.every((month) => typeof month[key] === 'number' && Number.isFinite(month[key])),
  )
}

export type ChartSeries = {
  key: string
  label: string
  kind: 'angka' | 'peringatan' | 'kritis'
  values: number[]
}

export type TrendView = { labels: string[]; months: string[]; series: ChartSeries[] }

export type TrendFilterValues = {
  jenis_perangkat?: string | undefined
  hama?: string | undefined
  idarea?: number | undefined
  // The chosen area's zone: a zone's threshold applies to its areas.
  zona?: string | undefined
}

// Thresholds are per device type, so they apply only when one is chosen; then those of that type
// whose pest is the chosen one (or any when none is), and whose place covers the chosen area (the
// site, the area's zone, the area itself) or, with no area chosen, the site or a zone.
export function applicableThresholds(
  thresholds: readonly Threshold[],
  filters: TrendFilterValues,
): Threshold[] {
  if (!filters.jenis_perangkat) return []
  return thresholds.filter((threshold) => {
    if (threshold.jenis_perangkat !== filters.jenis_perangkat) return false
    if (filters.hama && threshold.hama !== null && threshold.hama !== filters.hama) return false
    if (filters.idarea === undefined) return threshold.idarea === null
    if (threshold.idarea !== null) return threshold.idarea === filters.idarea
    return threshold.zona === null || threshold.zona === filters.zona
  })
}

const PERIODE_LABEL: Record<string, string> = {
  kunjungan: 'per kunjungan',
  minggu: 'per minggu',
  bulan: 'per bulan',
}

// 'Lalat, insect light trap, per minggu, zona produksi'.
export function thresholdScope(threshold: Threshold, areaName?: (id: number) => string | undefined) {
  const where =
    threshold.idarea !== null
      ? `area ${areaName?.(threshold.idarea) ?? threshold.idarea}`
      : threshold.zona !== null
        ? `zona ${threshold.zona}`
        : 'seluruh lokasi'
  return [threshold.hama ?? 'semua hama', threshold.jenis_perangkat, PERIODE_LABEL[threshold.periode], where]
    .filter(Boolean)
    .join(', ')
}

export function trendView(
  trend: Trend,
  thresholds: readonly Threshold[] = [],
  areaName?: (id: number) => string | undefined,
): TrendView {
  const months = trend.bulan.map((month) => month.bulan)
  const rows = trend.bulan as unknown as Record<string, number>[]
  const figures: ChartSeries[] = numericFields(trend).map((key) => ({
    key,
    label: trendFieldLabel(key),
    kind: 'angka',
    values: rows.map((month) => month[key] as number),
  }))
  const lines: ChartSeries[] = thresholds.flatMap((threshold, index) =>
    (['peringatan', 'kritis'] as const).map((kind) => ({
      key: `ambang-${index}-${kind}`,
      label: `Ambang ${kind} ${threshold[kind]} (${thresholdScope(threshold, areaName)})`,
      kind,
      values: months.map(() => threshold[kind]),
    })),
  )
  return { labels: months.map(shortMonth), months, series: [...figures, ...lines] }
}
