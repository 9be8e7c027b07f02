import type { Threshold } from '@services/modules/corrective-actions/contract.ts'
import type { Trend } from '@services/modules/inspections/trend-contract.ts'
import { describe, expect, it } from 'vitest'
import { applicableThresholds, numericFields, trendFieldLabel, trendView } from './trend-series.ts'

const month = (bulan: string, total: number, extra: Record<string, unknown> = {}) => ({
  bulan,
  tangkapan: total ? [{ hama: 'Lalat', jumlah: total }] : [],
  total_tangkapan: total,
  bait_station_aktif: 1,
  perangkat_diperiksa: 10,
  hilang: 0,
  penampakan: 0,
  ...extra,
})
const trend = (months: ReturnType<typeof month>[]): Trend => ({
  idlokasi: 3,
  dari: months[0]?.bulan ?? '',
  sampai: months.at(-1)?.bulan ?? '',
  bulan: months,
})
const threshold = (over: Partial<Threshold>): Threshold => ({
  idambang: 'a',
  idlokasi: 3,
  idarea: null,
  zona: null,
  jenis_perangkat: 'insect light trap',
  hama: 'Lalat',
  periode: 'minggu',
  peringatan: 5,
  kritis: 20,
  bawaan: false,
  ...over,
})

describe('the trend chart’s data', () => {
  it('draws one series per numeric figure of the API, month by month, with its label', () => {
    const view = trendView(trend([month('2026-11', 4), month('2026-12', 0)]))
    expect(view.labels).toEqual(['Nov 26', 'Des 26'])
    expect(view.series.map((s) => [s.key, s.label, s.values])).toEqual([
      ['total_tangkapan', 'Total tangkapan', [4, 0]],
      ['bait_station_aktif', 'Bait station aktif', [1, 1]],
      ['perangkat_diperiksa', 'Perangkat diperiksa', [10, 10]],
      ['hilang', 'Hilang', [0, 0]],
      ['penampakan', 'Penampakan', [0, 0]],
    ])
  })

  it('takes a figure the API adds later (sightings, or any other) with a label, and skips non-numbers', () => {
    const view = trendView(
      trend([
        month('2026-11', 1, { penampakan: 2, laporan_pelanggan_baru: 1, catatan: 'x' }),
        month('2026-12', 0, { penampakan: 0, laporan_pelanggan_baru: 3, catatan: 'y' }),
      ]),
    )
    const byKey = Object.fromEntries(view.series.map((s) => [s.key, s]))
    expect(byKey.penampakan?.label).toBe('Penampakan')
    expect(byKey.penampakan?.values).toEqual([2, 0])
    expect(byKey.laporan_pelanggan_baru?.label).toBe('Laporan pelanggan baru')
    expect(byKey.catatan).toBeUndefined()
    expect(trendFieldLabel('hilang')).toBe('Hilang')
    expect(numericFields(trend([]))).toEqual([])
  })

  it('draws each applying threshold as two flat lines, warning and critical', () => {
    const view = trendView(trend([month('2026-11', 4), month('2026-12', 9)]), [threshold({})])
    const lines = view.series.filter((s) => s.kind !== 'angka')
    expect(lines.map((s) => [s.kind, s.values, s.label])).toEqual([
      ['peringatan', [5, 5], 'Ambang peringatan 5 (Lalat, insect light trap, per minggu, seluruh lokasi)'],
      ['kritis', [20, 20], 'Ambang kritis 20 (Lalat, insect light trap, per minggu, seluruh lokasi)'],
    ])
  })

  it('applies thresholds of the chosen device type, pest and place only', () => {
    const site = threshold({ idambang: 'site' })
    const zone = threshold({ idambang: 'zone', zona: 'produksi' })
    const area = threshold({ idambang: 'area', idarea: 7 })
    const rats = threshold({ idambang: 'rats', jenis_perangkat: 'glue board', hama: 'Tikus' })
    const all = [site, zone, area, rats]
    const ids = (filters: Parameters<typeof applicableThresholds>[1]) =>
      applicableThresholds(all, filters).map((t) => t.idambang)
    expect(ids({})).toEqual([])
    expect(ids({ jenis_perangkat: 'insect light trap' })).toEqual(['site', 'zone'])
    expect(ids({ jenis_perangkat: 'insect light trap', hama: 'Kecoa' })).toEqual([])
    expect(ids({ jenis_perangkat: 'insect light trap', idarea: 7, zona: 'produksi' })).toEqual([
      'site',
      'zone',
      'area',
    ])
    expect(ids({ jenis_perangkat: 'insect light trap', idarea: 8, zona: 'luar gedung' })).toEqual(['site'])
    expect(ids({ jenis_perangkat: 'glue board', hama: 'Tikus' })).toEqual(['rats'])
  })
})
