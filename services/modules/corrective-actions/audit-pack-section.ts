import { sql } from 'kysely'
import type { AuditPackSection } from '../../core/audit-pack-sections.ts'
import { drawTrendChart, monthsBetween, siteTrend } from '../inspections/index.ts'
import { siteIndices } from './indices.ts'
import { trendThresholds } from './trend-lines.ts'

// The pack's trends, indices and corrective-action log (issue 40 item 6, ADR 0090, ADR 0103),
// here because this module holds the thresholds the trend is read against and computes the
// indices; the figures are siteTrend's and siteIndices', the ones the API answers.

const monthsOf = (scope: { dari: string; sampai: string }) =>
  monthsBetween(scope.dari.slice(0, 7), scope.sampai.slice(0, 7))

export const correctiveActionsAuditSections: AuditPackSection[] = [
  {
    key: 'tren',
    title: 'Tren aktivitas hama terhadap ambang',
    order: 55,
    async collect(db, scope) {
      const trend = await siteTrend(db, scope.idlokasi, {
        dari: scope.dari.slice(0, 7),
        sampai: scope.sampai.slice(0, 7),
      })
      const { lines, perVisit, places } = await trendThresholds(db, scope.idlokasi)
      const pests = [...new Set(trend.bulan.flatMap((m) => m.tangkapan.map((t) => t.hama)))]
      return {
        columns: [
          'Bulan',
          'Total tangkapan',
          'Per hama',
          'Bait station aktif',
          'Perangkat diperiksa',
          'Hilang',
        ],
        rows: trend.bulan.map((m) => [
          m.bulan,
          String(m.total_tangkapan),
          pests
            .map((hama) => `${hama} ${m.tangkapan.find((t) => t.hama === hama)?.jumlah ?? 0}`)
            .join(', ') || '-',
          String(m.bait_station_aktif),
          String(m.perangkat_diperiksa),
          String(m.hilang),
        ]),
        files: [],
        note: `Per bulan penuh (waktu Jakarta), dari data yang sama dengan API tren. Ambang per kunjungan: ${
          perVisit.join('; ') || '-'
        }.`,
        draw: (doc) => drawTrendChart(doc, trend, { title: 'Grafik tren per bulan', lines, places }),
      }
    },
  },
  {
    key: 'indeks',
    title: 'Indeks Permenkes 50/2017 per bulan',
    order: 56,
    async collect(db, scope) {
      const rows: string[][] = []
      for (const month of monthsOf(scope)) {
        const [tahun, bulan] = month.split('-').map(Number) as [number, number]
        for (const index of await siteIndices(db, scope.idlokasi, bulan, tahun))
          rows.push([
            month,
            index.indeks,
            index.rumus,
            String(index.pembilang),
            String(index.penyebut),
            index.nilai === null ? '-' : String(index.nilai),
            index.batas,
            index.status,
          ])
      }
      return {
        columns: ['Bulan', 'Indeks', 'Rumus', 'Pembilang', 'Penyebut', 'Nilai', 'Baku mutu', 'Status'],
        rows,
        files: [],
      }
    },
  },
  {
    key: 'tindakan',
    title: 'Log tindakan korektif',
    order: 57,
    async collect(db, scope) {
      // Every action open at some time in the period: opened before its end, not closed before it.
      const { rows } = await sql<{
        idtindakan: number
        dibuka: string
        nama_area: string | null
        temuan: string
        tingkat: string
        penanggung_jawab: string
        tenggat: string
        status: string
        ditutup: string | null
        catatan: string | null
      }>`select t.idtindakan, to_char(t.dibuka at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as dibuka, a.nama_area,
          t.temuan, t.tingkat, t.penanggung_jawab, to_char(t.tenggat, 'YYYY-MM-DD') as tenggat, t.status,
          to_char(t.ditutup at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as ditutup,
          coalesce(t.catatan_verifikasi, t.alasan_batal, t.komentar) as catatan
        from corrective_actions t left join areas a on a.idarea = t.idarea
        where t.idlokasi = ${scope.idlokasi}
          and t.dibuka < ((${scope.sampai}::date + 1)::timestamp at time zone 'Asia/Jakarta')
          and (t.ditutup is null or t.ditutup >= (${scope.dari}::date::timestamp at time zone 'Asia/Jakarta'))
        order by t.dibuka, t.idtindakan`.execute(db)
      return {
        columns: [
          'No.',
          'Dibuka',
          'Area',
          'Temuan',
          'Tingkat',
          'Penanggung jawab',
          'Tenggat',
          'Status',
          'Ditutup',
          'Catatan',
        ],
        rows: rows.map((r) => [
          String(r.idtindakan),
          r.dibuka,
          r.nama_area ?? '-',
          r.temuan,
          r.tingkat,
          r.penanggung_jawab,
          r.tenggat,
          r.status,
          r.ditutup ?? '-',
          r.catatan ?? '-',
        ]),
        files: [],
      }
    },
  },
]
