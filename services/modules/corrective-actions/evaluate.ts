import type { EventMetadata } from '../../core/tables.ts'
import { type Inspection, isReadable, readingsOfSite, readingsOfVisit } from '../inspections/index.ts'
import { type ActionDeps, recordBreach } from './commands.ts'
import { RODENT_HAMA, type Threshold, type Tingkat } from './contract.ts'
import { indicesOf, monthPeriod } from './indices.ts'
import { jakartaDay, thresholdsOfSite } from './queries.ts'
import { devicePlace } from './site-facts.ts'

type Place = { idarea: number; zona: string }

// The count a threshold reads of one reading: captures of its pest (all pests when it names none);
// a bait station counts a rodent caught in it as one.
function countOf(reading: Inspection, hama: string | null): number {
  if (reading.jenis_perangkat === 'bait station') {
    const rodent = hama === null || (RODENT_HAMA as readonly string[]).includes(hama)
    return rodent && reading.aktivitas === 'tertangkap' ? 1 : 0
  }
  return reading.tangkapan
    .filter((t) => hama === null || t.hama === hama)
    .reduce((sum, t) => sum + t.jumlah, 0)
}

// How specific a threshold is for a place: an area's beats its zone's beats the site's; a set one
// beats a default. -1: it does not apply there.
function specificity(threshold: Threshold, place: Place): number {
  if (threshold.idarea !== null) return threshold.idarea === place.idarea ? 3 : -1
  if (threshold.zona !== null) return threshold.zona === place.zona ? 2 : -1
  return threshold.bawaan ? 0 : 1
}

// The thresholds that judge this reading: per pest (or all pests) and period, the most specific.
export function applicable(thresholds: readonly Threshold[], reading: Inspection, place: Place): Threshold[] {
  const best = new Map<string, { threshold: Threshold; rank: number }>()
  for (const threshold of thresholds) {
    if (threshold.jenis_perangkat !== reading.jenis_perangkat) continue
    const rank = specificity(threshold, place) + (threshold.bawaan ? 0 : 0.5)
    if (rank < 0) continue
    const key = `${threshold.hama ?? '*'}|${threshold.periode}`
    const current = best.get(key)
    if (current === undefined || rank > current.rank) best.set(key, { threshold, rank })
  }
  return [...best.values()].map((entry) => entry.threshold)
}

export function severity(count: number, threshold: Threshold): Tingkat | null {
  if (count > threshold.kritis) return 'kritis'
  if (count > threshold.peringatan) return 'peringatan'
  return null
}

const DAY = 86_400_000

// The readings of the same device a threshold's period sums: the visit's reading alone, the seven
// days up to it, or its calendar month.
async function periodCount(deps: ActionDeps, reading: Inspection, idlokasi: number, threshold: Threshold) {
  if (threshold.periode === 'kunjungan') return countOf(reading, threshold.hama)
  const until = jakartaDay(new Date(reading.waktu))
  const from =
    threshold.periode === 'minggu'
      ? jakartaDay(new Date(Date.parse(reading.waktu) - 6 * DAY))
      : `${until.slice(0, 8)}01`
  let sum = 0
  for await (const other of readingsOfSite(deps.db, idlokasi, { dari: from, sampai: until }))
    if (other.idperangkat === reading.idperangkat && Date.parse(other.waktu) <= Date.parse(reading.waktu))
      sum += countOf(other, threshold.hama)
  return sum
}

const PERIODE_TEXT = { kunjungan: 'per kunjungan', minggu: 'per minggu', bulan: 'per bulan' } as const

// A recorded reading judged against its site's thresholds, then its month's indices: each breach
// opens or attaches to an action (the worker's job for DeviceInspected, ADR 0084). Answers the ids
// of the actions it touched.
export async function evaluateReading(
  deps: ActionDeps,
  ids: { idpenjadwalan: number; idpemeriksaan: number },
  metadata: EventMetadata,
): Promise<number[]> {
  const reading = (await readingsOfVisit(deps.db, ids.idpenjadwalan)).find(
    (r) => r.idpemeriksaan === ids.idpemeriksaan,
  )
  if (reading === undefined || !isReadable(reading.kondisi)) return []
  const device = await devicePlace(deps.db, reading.idperangkat)
  if (device === undefined) return []
  const idlokasi = device.idlokasi
  const touched: number[] = []
  for (const threshold of applicable(await thresholdsOfSite(deps.db, idlokasi), reading, device)) {
    const count = await periodCount(deps, reading, idlokasi, threshold)
    const tingkat = severity(count, threshold)
    if (tingkat === null) continue
    const pest = threshold.hama ?? 'hama'
    const limit = tingkat === 'kritis' ? threshold.kritis : threshold.peringatan
    const id = await recordBreach(
      deps,
      {
        idlokasi,
        idpelanggan: device.idpelanggan,
        idarea: device.idarea,
        sumber: 'ambang',
        penyebab: `ambang:${reading.jenis_perangkat}:${threshold.hama ?? '*'}`,
        temuan: `${pest} ${count} pada ${reading.jenis_perangkat} ${device.kode_perangkat} (area ${device.nama_area}), melebihi ambang ${tingkat} ${limit} ${PERIODE_TEXT[threshold.periode]}`,
        penanggung_jawab: 'perusahaan',
        bukti: {
          idpemeriksaan: reading.idpemeriksaan,
          indeks: null,
          nilai: count,
          tingkat,
          waktu: reading.waktu,
        },
      },
      metadata,
    )
    if (id !== undefined) touched.push(id)
  }
  touched.push(...(await evaluateIndices(deps, idlokasi, device.idpelanggan, reading.waktu, metadata)))
  return touched
}

// The month's indices after this reading: one over its limit opens (or attaches to) the site's
// action for that index, once per month.
async function evaluateIndices(
  deps: ActionDeps,
  idlokasi: number,
  idpelanggan: number,
  waktu: string,
  metadata: EventMetadata,
): Promise<number[]> {
  const day = jakartaDay(new Date(waktu))
  const [tahun, bulan] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))]
  const readings: Inspection[] = []
  for await (const r of readingsOfSite(deps.db, idlokasi, monthPeriod(bulan, tahun))) readings.push(r)
  const touched: number[] = []
  for (const index of indicesOf(readings)) {
    if (index.status !== 'melebihi baku mutu' || index.nilai === null) continue
    const id = await recordBreach(
      deps,
      {
        idlokasi,
        idpelanggan,
        idarea: null,
        sumber: 'indeks',
        penyebab: `indeks:${index.indeks}`,
        temuan: `${index.indeks} ${day.slice(0, 7)} ${index.nilai} (${index.pembilang} ÷ ${index.penyebut}), melebihi baku mutu ${index.batas}`,
        penanggung_jawab: 'perusahaan',
        bukti: {
          idpemeriksaan: null,
          indeks: `${index.indeks}:${day.slice(0, 7)}`,
          nilai: index.nilai,
          tingkat: 'peringatan',
          waktu,
        },
      },
      metadata,
    )
    if (id !== undefined) touched.push(id)
  }
  return touched
}
