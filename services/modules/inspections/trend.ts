import type { DbOrTrx } from '../../core/event-store/types.ts'
import { allDevices } from '../devices/index.ts'
import { sightingsPerMonth } from '../sightings/index.ts'
import { monthsBetween, type Trend, type TrendFilters, type TrendMonth } from './trend-contract.ts'
import { fromReadings, fromRollup } from './trend-sources.ts'

// The one query of a site's trend (issue 40 item 2): the API, the SPA's charts and the monthly PDF
// all draw these figures, so they can never disagree. Months are Jakarta months. An area filter
// takes the devices now in that area (a device moved keeps its history with it). The sums come
// from the monthly rollup, or the readings with an area filter (trend-sources.ts, ADR 0127).

async function devicesOfArea(db: DbOrTrx, idlokasi: number, idarea: number): Promise<number[]> {
  const ids: number[] = []
  for await (const device of allDevices(db, { idlokasi, idarea })) ids.push(device.idperangkat)
  return ids
}

export async function siteTrend(db: DbOrTrx, idlokasi: number, filters: TrendFilters): Promise<Trend> {
  const months = monthsBetween(filters.dari, filters.sampai)
  const devices = filters.idarea === undefined ? null : await devicesOfArea(db, idlokasi, filters.idarea)
  const empty = (bulan: string): TrendMonth => ({
    bulan,
    tangkapan: [],
    total_tangkapan: 0,
    bait_station_aktif: 0,
    perangkat_diperiksa: 0,
    hilang: 0,
    penampakan: 0,
  })
  const byMonth = new Map(months.map((month) => [month, empty(month)]))
  const result = () => ({
    idlokasi,
    dari: filters.dari,
    sampai: filters.sampai,
    bulan: [...byMonth.values()],
  })
  // The customer's sightings of the months (issue 40 item 5), read through the sightings module's
  // index: of the area and pest when the trend is narrowed to them, of no device type.
  if (!filters.jenis_perangkat) {
    const sightings = await sightingsPerMonth(db, idlokasi, filters)
    for (const [bulan, n] of sightings) {
      const entry = byMonth.get(bulan)
      if (entry) entry.penampakan = n
    }
  }
  if (devices !== null && devices.length === 0) return result()

  const { counts, captures } =
    devices === null
      ? await fromRollup(db, idlokasi, filters)
      : await fromReadings(db, idlokasi, filters, devices)
  for (const row of counts) {
    const entry = byMonth.get(row.bulan)
    if (!entry) continue
    entry.perangkat_diperiksa = Number(row.perangkat_diperiksa)
    entry.hilang = Number(row.hilang)
    entry.bait_station_aktif = Number(row.bait_station_aktif)
  }

  for (const row of captures) {
    const entry = byMonth.get(row.bulan)
    const jumlah = Number(row.jumlah)
    if (!entry || jumlah === 0) continue
    entry.tangkapan.push({ hama: row.hama, jumlah })
    entry.total_tangkapan += jumlah
  }
  return result()
}
