import { drawTable } from './pdf-table.ts'
import type { SiteAudit } from './site-audit.ts'

// The monthly PDF's Permenkes 50/2017 indices per site (issue 40 item 4): each index with its
// formula, numerator, denominator, value, limit and status, as GET /api/lokasi/indeks answers them.

const COLUMNS = [
  { title: 'Indeks', x: 50, width: 70 },
  { title: 'Rumus', x: 122, width: 150 },
  { title: 'Pembilang', x: 274, width: 50 },
  { title: 'Penyebut', x: 326, width: 48 },
  { title: 'Nilai', x: 376, width: 40 },
  { title: 'Batas', x: 418, width: 40 },
  { title: 'Status', x: 460, width: 85 },
] as const

// Decimals with a comma, as Indonesian readers write them ('0,5').
export const decimalId = (value: number | null) => (value === null ? '-' : String(value).replace('.', ','))

export function drawIndicesTable(doc: PDFKit.PDFDocument, audits: readonly SiteAudit[]) {
  for (const site of audits)
    drawTable(doc, {
      title: 'Indeks Permenkes 50/2017',
      subtitle: `${site.nama_lokasi} (${site.kode_lokasi})`,
      columns: COLUMNS,
      fontSize: 8,
      empty: 'Tidak ada data indeks bulan ini.',
      rows: site.indeks.map((index) => [
        index.indeks,
        index.rumus,
        decimalId(index.pembilang),
        decimalId(index.penyebut),
        decimalId(index.nilai),
        index.batas,
        index.status,
      ]),
    })
}
