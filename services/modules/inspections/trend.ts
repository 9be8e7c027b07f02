import { type Expression, type SqlBool, sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { allDevices } from '../devices/index.ts'
import { sightingsPerMonth } from '../sightings/index.ts'
import type { InspectionTables } from './tables.ts'
import { monthsBetween, type Trend, type TrendFilters, type TrendMonth } from './trend-contract.ts'

// The one query of a site's trend (issue 40 item 2): the API, the SPA's charts and the monthly PDF
// all draw these figures, so they can never disagree. Months are Jakarta months. An area filter
// takes the devices now in that area (a device moved keeps its history with it).

const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`
}

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

  const from = `${filters.dari}-01 00:00:00`
  const to = `${nextMonth(filters.sampai)}-01 00:00:00`
  const month = sql<string>`to_char(i.waktu at time zone 'Asia/Jakarta', 'YYYY-MM')`
  const readings = () => {
    let query = db
      .withTables<InspectionTables>()
      .selectFrom('inspections as i')
      .where('i.idlokasi', '=', idlokasi)
      .where('i.waktu', '>=', sql<Date>`(${from}::timestamp at time zone 'Asia/Jakarta')`)
      .where('i.waktu', '<', sql<Date>`(${to}::timestamp at time zone 'Asia/Jakarta')`)
    if (filters.jenis_perangkat) query = query.where('i.jenis_perangkat', '=', filters.jenis_perangkat)
    if (devices !== null) query = query.where('i.idperangkat', 'in', devices)
    return query
  }

  const counts = await readings()
    .select([
      month.as('bulan'),
      sql<string>`count(*)`.as('perangkat_diperiksa'),
      sql<string>`count(*) filter (where i.kondisi = 'hilang')`.as('hilang'),
      sql<string>`count(*) filter (where i.jenis_perangkat = 'bait station' and i.aktivitas is not null and i.aktivitas <> 'tidak ada')`.as(
        'bait_station_aktif',
      ),
    ])
    .groupBy(month)
    .execute()
  for (const row of counts) {
    const entry = byMonth.get(row.bulan)
    if (!entry) continue
    entry.perangkat_diperiksa = Number(row.perangkat_diperiksa)
    entry.hilang = Number(row.hilang)
    entry.bait_station_aktif = Number(row.bait_station_aktif)
  }

  const pest = sql<string>`t.hama`
  const pestFilter: Expression<SqlBool> = filters.hama
    ? sql<SqlBool>`t.hama = ${filters.hama}`
    : sql<SqlBool>`true`
  const captures = await readings()
    .innerJoin(
      sql<{ hama: string; jumlah: number }>`jsonb_to_recordset(i.tangkapan)`.as(
        sql`t(hama text, jumlah integer)`,
      ),
      (join) => join.onTrue(),
    )
    .select([month.as('bulan'), pest.as('hama'), sql<string>`sum(t.jumlah)`.as('jumlah')])
    .where(pestFilter)
    .groupBy([month, pest])
    .orderBy(month)
    .orderBy(sql`sum(t.jumlah)`, 'desc')
    .orderBy(pest)
    .execute()
  for (const row of captures) {
    const entry = byMonth.get(row.bulan)
    const jumlah = Number(row.jumlah)
    if (!entry || jumlah === 0) continue
    entry.tangkapan.push({ hama: row.hama, jumlah })
    entry.total_tangkapan += jumlah
  }
  return result()
}
