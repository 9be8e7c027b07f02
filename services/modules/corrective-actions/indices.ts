import type { DbOrTrx } from '../../core/event-store/types.ts'
import { type Inspection, isReadable, readingsOfSite } from '../inspections/index.ts'
import { type IndexValue, RODENT_HAMA } from './contract.ts'

// The Permenkes 50/2017 indices of a site for a month (audit-work.md), from the month's readings.
// Pure over the readings, so a test can give known readings and check numerator and denominator.

const captures = (reading: Inspection, hama: readonly string[]) =>
  reading.tangkapan.filter((t) => hama.includes(t.hama)).reduce((sum, t) => sum + t.jumlah, 0)

const round = (value: number) => Math.round(value * 100) / 100

function judged(base: Omit<IndexValue, 'nilai' | 'status'>, nilai: number | null, limit: number): IndexValue {
  if (nilai === null) return { ...base, nilai: null, status: 'tidak ada data' }
  return { ...base, nilai: round(nilai), status: nilai < limit ? 'memenuhi baku mutu' : 'melebihi baku mutu' }
}

export const INDEX_NAMES = {
  rat: 'Rat trap success',
  fly: 'Indeks lalat',
  cockroach: 'Indeks kecoa',
} as const

export function indicesOf(readings: readonly Inspection[]): IndexValue[] {
  const read = readings.filter((r) => isReadable(r.kondisi))
  // A trap-night is one live trap or glue board read at a visit.
  const traps = read.filter((r) => r.jenis_perangkat === 'live trap' || r.jenis_perangkat === 'glue board')
  const rodents = traps.reduce((sum, r) => sum + captures(r, RODENT_HAMA), 0)
  // The fly index: the highest count of each insect light trap in the month, averaged.
  const highest = new Map<number, number>()
  for (const r of read.filter((x) => x.jenis_perangkat === 'insect light trap'))
    highest.set(r.idperangkat, Math.max(highest.get(r.idperangkat) ?? 0, captures(r, ['Lalat'])))
  const flies = [...highest.values()].reduce((sum, n) => sum + n, 0)
  // The cockroach index: cockroaches caught per trap read (glue boards and live traps).
  const roaches = traps.reduce((sum, r) => sum + captures(r, ['Kecoa']), 0)
  return [
    judged(
      {
        indeks: INDEX_NAMES.rat,
        rumus: 'tikus tertangkap ÷ trap-night × 100 %',
        pembilang: rodents,
        penyebut: traps.length,
        batas: '< 1 %',
      },
      traps.length === 0 ? null : (rodents / traps.length) * 100,
      1,
    ),
    judged(
      {
        indeks: INDEX_NAMES.fly,
        rumus: 'jumlah hitungan lalat tertinggi per insect light trap ÷ jumlah insect light trap',
        pembilang: flies,
        penyebut: highest.size,
        batas: '< 2',
      },
      highest.size === 0 ? null : flies / highest.size,
      2,
    ),
    judged(
      {
        indeks: INDEX_NAMES.cockroach,
        rumus: 'kecoa tertangkap ÷ perangkap diperiksa',
        pembilang: roaches,
        penyebut: traps.length,
        batas: '< 2',
      },
      traps.length === 0 ? null : roaches / traps.length,
      2,
    ),
  ]
}

export function monthPeriod(bulan: number, tahun: number) {
  const last = new Date(Date.UTC(tahun, bulan, 0)).getUTCDate()
  const mm = String(bulan).padStart(2, '0')
  return { dari: `${tahun}-${mm}-01`, sampai: `${tahun}-${mm}-${String(last).padStart(2, '0')}` }
}

export async function siteIndices(db: DbOrTrx, idlokasi: number, bulan: number, tahun: number) {
  const readings: Inspection[] = []
  for await (const reading of readingsOfSite(db, idlokasi, monthPeriod(bulan, tahun))) readings.push(reading)
  return indicesOf(readings)
}
