import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { PNG_FILE } from '../../core/testing/files.ts'
import type { Inspection, SiteMonth } from '../inspections/index.ts'
import { renderMonthlyReportPdf } from './pdf.ts'
import type { MonthlyReport } from './report.ts'

const report: MonthlyReport = {
  pelanggan: {
    idpelanggan: 3,
    kode_pelanggan: 'TTSG-sda-003',
    nama_pelanggan: 'PT Pabrik',
    alamat: 'Sidoarjo',
  },
  bulan: 3,
  tahun: 2026,
  kunjungan: [],
}
const reading = (n: number, extra: Partial<Inspection> = {}): Inspection => ({
  idpemeriksaan: n,
  idpenjadwalan: 1,
  version: 1,
  foto: [],
  idperangkat: n,
  kode_perangkat: `PJB1-${String(n).padStart(3, '0')}`,
  jenis_perangkat: 'bait station',
  waktu: '2026-03-10T02:00:00.000Z',
  kondisi: 'baik',
  umpan_dimakan: 25,
  aktivitas: 'gigitan',
  umpan_diganti: true,
  tangkapan: [],
  lem_diganti: null,
  lampu_diganti: null,
  aktivitas_rayap: null,
  catatan: '',
  temuan: 'ada aktivitas',
  ...extra,
})
export const siteMonth = (devices: number): SiteMonth => ({
  idlokasi: 1,
  kode_lokasi: 'PJB1',
  nama_lokasi: 'Pabrik Jabon',
  area: [
    {
      idarea: 1,
      nama_area: 'Gudang bahan baku',
      denah_key: 'area/denah.png',
      denah_tipe: 'image/png',
      perangkat: Array.from({ length: devices }, (_, i) => ({
        kode_perangkat: `PJB1-${String(i + 1).padStart(3, '0')}`,
        jenis_perangkat: 'bait station',
        posisi_x: (i % 25) / 25,
        posisi_y: Math.floor(i / 25) / Math.ceil(devices / 25),
        temuan: i === 3 ? 'tertangkap' : i === 4 ? 'hilang' : 'ada aktivitas',
      })),
    },
  ],
  pemeriksaan: Array.from({ length: devices }, (_, i) =>
    i === 3 ? reading(i + 1, { temuan: 'tertangkap', aktivitas: 'tertangkap' }) : reading(i + 1),
  ),
  tren: {
    idlokasi: 1,
    dari: '2026-02',
    sampai: '2026-03',
    bulan: [
      {
        bulan: '2026-02',
        tangkapan: [{ hama: 'Tikus', jumlah: 3 }],
        total_tangkapan: 3,
        bait_station_aktif: 6,
        perangkat_diperiksa: 38,
        hilang: 0,
        penampakan: 0,
      },
      {
        bulan: '2026-03',
        tangkapan: [
          { hama: 'Lalat', jumlah: 17 },
          { hama: 'Tikus', jumlah: 2 },
        ],
        total_tangkapan: 19,
        bait_station_aktif: 4,
        perangkat_diperiksa: 40,
        hilang: 1,
        penampakan: 0,
      },
    ],
  },
})

describe("the monthly report's device pages", () => {
  it('draw each site with its legend in words, its plans and the month’s readings', async () => {
    const pdf = await renderMonthlyReportPdf(
      report,
      { nama_perusahaan: 'TTSG', alamat: 'Sidoarjo' },
      new Map(),
      [],
      {
        sites: [siteMonth(40)],
        plans: new Map([['area/denah.png', PNG_FILE]]),
      },
    )
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
    expect(text).toContain('Peta perangkat: Pabrik Jabon (PJB1)')
    for (const words of ['N = tidak ada aktivitas', 'A = ada aktivitas', 'T = tertangkap', 'H = hilang'])
      expect(text).toContain(words)
    expect(text).toContain('Gudang bahan baku · 40 perangkat')
    expect(text).toContain('Hasil pemeriksaan (40)')
    expect(text).toContain('PJB1-040')
    expect(text).toContain('umpan dimakan 25 %')
    expect(text).toContain('10 Maret 2026 09:00')
  })

  it("draw the site's trend with its figures written under the bars, month by month", async () => {
    const pdf = await renderMonthlyReportPdf(
      report,
      { nama_perusahaan: 'TTSG', alamat: 'Sidoarjo' },
      new Map(),
      [],
      { sites: [siteMonth(4)], plans: new Map() },
    )
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
    const flat = text.replace(/\s+/g, ' ')
    expect(flat).toContain('Tren aktivitas hama: Pabrik Jabon (PJB1)')
    expect(flat).toContain('Bulan Feb 26 Mar 26')
    expect(flat).toContain('Total tangkapan 3 19')
    expect(flat).toContain('Bait station aktif 6 4')
    expect(flat).toContain('Perangkat diperiksa 38 40')
    expect(flat).toContain('Hilang 0 1')
    expect(flat).toContain('Tikus 3 2')
    expect(flat).toContain('Lalat 0 17')
  })
})
