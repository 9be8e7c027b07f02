import { type Expression, type SqlBool, sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { InspectionTables } from './tables.ts'
import type { TrendFilters } from './trend-contract.ts'

// Where siteTrend's sums come from (ADR 0127). Without an area filter: the monthly rollup
// (`inspection_months`, kept by triggers in the writing statement), a few rows per month whatever
// the site's size. With one: the readings of the devices now in that area, summed as they are (a
// device moved keeps its history with it, which no per-area rollup could follow). Both answer the
// same rows: the month's counts, and its captures per pest (most first, then by name).

export type MonthCounts = {
  bulan: string
  perangkat_diperiksa: string
  hilang: string
  bait_station_aktif: string
}
export type MonthCaptures = { bulan: string; hama: string; jumlah: string }
export type TrendSums = { counts: MonthCounts[]; captures: MonthCaptures[] }

const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`
}

export async function fromRollup(db: DbOrTrx, idlokasi: number, filters: TrendFilters): Promise<TrendSums> {
  let rows = db
    .withTables<InspectionTables>()
    .selectFrom('inspection_months as m')
    .where('m.idlokasi', '=', idlokasi)
    .where('m.bulan', '>=', filters.dari)
    .where('m.bulan', '<=', filters.sampai)
  if (filters.jenis_perangkat) rows = rows.where('m.jenis_perangkat', '=', filters.jenis_perangkat)
  const sums = await rows
    .select([
      'm.bulan',
      'm.hama',
      sql<string>`sum(m.n)`.as('n'),
      sql<string>`sum(m.hilang)`.as('hilang'),
      sql<string>`sum(m.bait_station_aktif)`.as('bait_station_aktif'),
      sql<string>`sum(m.jumlah)`.as('jumlah'),
    ])
    .groupBy(['m.bulan', 'm.hama'])
    .orderBy('m.bulan')
    .orderBy(sql`sum(m.jumlah)`, 'desc')
    .orderBy('m.hama')
    .execute()
  const counts: MonthCounts[] = []
  const captures: MonthCaptures[] = []
  for (const row of sums) {
    if (row.hama === '')
      counts.push({
        bulan: row.bulan,
        perangkat_diperiksa: row.n,
        hilang: row.hilang,
        bait_station_aktif: row.bait_station_aktif,
      })
    else if (!filters.hama || row.hama === filters.hama)
      captures.push({ bulan: row.bulan, hama: row.hama, jumlah: row.jumlah })
  }
  return { counts, captures }
}

export async function fromReadings(
  db: DbOrTrx,
  idlokasi: number,
  filters: TrendFilters,
  devices: readonly number[],
): Promise<TrendSums> {
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
      .where('i.idperangkat', 'in', devices)
    if (filters.jenis_perangkat) query = query.where('i.jenis_perangkat', '=', filters.jenis_perangkat)
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
  return { counts, captures }
}
