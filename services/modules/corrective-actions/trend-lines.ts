import type { DbOrTrx } from '../../core/event-store/types.ts'
import { activeDevicesOfSite, type PlaceThreshold, type TrendLine } from '../inspections/index.ts'
import { areasOfSite } from '../sites/index.ts'
import type { Threshold } from './contract.ts'
import { thresholdsOfSite } from './queries.ts'

// The site's thresholds as levels on a monthly trend chart (ADR 0103). A threshold counts one
// device's captures over a week or a month; the chart shows the site's captures per month, so a
// weekly or monthly threshold becomes that level × the site's active devices of its type (× 52/12
// weeks a month for a weekly one): the month's total above the line means the average device of
// that type was over. A per-visit threshold has no monthly level (any rodent in production is
// already critical at 0): it is named in the section's note instead of drawn.

const WEEKS_A_MONTH = 52 / 12

export function monthlyLines(thresholds: readonly Threshold[], devicesOfType: (jenis: string) => number) {
  const lines: TrendLine[] = []
  for (const t of thresholds) {
    if (t.periode === 'kunjungan' || t.idarea !== null) continue
    const devices = devicesOfType(t.jenis_perangkat)
    if (devices === 0) continue
    const factor = devices * (t.periode === 'minggu' ? WEEKS_A_MONTH : 1)
    const what = `${t.hama ?? 'semua hama'}, ${t.jenis_perangkat}`
    for (const kind of ['peringatan', 'kritis'] as const)
      if (t[kind] > 0)
        lines.push({
          kind,
          label: `Ambang ${kind} ${what} (${t[kind]} per perangkat per ${t.periode} × ${devices})`,
          value: Math.round(t[kind] * factor),
        })
  }
  return lines
}

export const perVisitThresholds = (thresholds: readonly Threshold[]) =>
  thresholds
    .filter((t) => t.periode === 'kunjungan')
    .map(
      (t) =>
        `${t.hama ?? 'semua hama'} di ${t.jenis_perangkat}${t.zona ? ` (zona ${t.zona})` : ''}: peringatan > ${t.peringatan}, kritis > ${t.kritis}`,
    )

// The thresholds of an area or a zone as the PDF's table under the chart lists them (ADR 0129):
// the area by its name, the zone as 'zona <name>', 'semua hama' for any pest.
export const placeThresholds = (
  thresholds: readonly Threshold[],
  areaName: (idarea: number) => string | undefined,
): PlaceThreshold[] =>
  thresholds
    .filter((t) => t.idarea !== null || t.zona !== null)
    .map((t) => ({
      tempat: t.idarea !== null ? `area ${areaName(t.idarea) ?? t.idarea}` : `zona ${t.zona}`,
      jenis_perangkat: t.jenis_perangkat,
      hama: t.hama ?? 'semua hama',
      peringatan: t.peringatan,
      kritis: t.kritis,
      periode: `per ${t.periode}`,
    }))

export type TrendThresholds = { lines: TrendLine[]; perVisit: string[]; places: PlaceThreshold[] }

// The lines for a site's trend, the per-visit thresholds as text (for the note), and the area
// and zone thresholds for the table under the chart.
export async function trendThresholds(db: DbOrTrx, idlokasi: number): Promise<TrendThresholds> {
  const thresholds = await thresholdsOfSite(db, idlokasi)
  const devices = await activeDevicesOfSite(db, idlokasi)
  const areas = await areasOfSite(db, idlokasi)
  const count = (jenis: string) => devices.filter((device) => device.jenis_perangkat === jenis).length
  const areaName = (idarea: number) => areas.find((area) => area.idarea === idarea)?.nama_area
  return {
    lines: monthlyLines(thresholds, count),
    perVisit: [...new Set(perVisitThresholds(thresholds))],
    places: placeThresholds(thresholds, areaName),
  }
}
