import { tanggalIndonesia } from '../schedules/index.ts'
import { drawTable } from './pdf-table.ts'
import type { SiteAudit } from './site-audit.ts'

// The monthly PDF's corrective-action log per site (issue 40 item 3): the actions opened in the
// month or still open in it, with their state at the month's end (terbuka, terlambat, ditutup) and
// how each closed.

const COLUMNS = [
  { title: 'Dibuka', x: 50, width: 62 },
  { title: 'Area', x: 114, width: 60 },
  { title: 'Temuan', x: 176, width: 170 },
  { title: 'Tenggat', x: 348, width: 62 },
  { title: 'Keadaan', x: 412, width: 133 },
] as const

const jakartaDate = (iso: string) =>
  tanggalIndonesia(new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 10))

function state(action: SiteAudit['tindakan'][number]) {
  if (action.keadaan !== 'ditutup') return action.keadaan
  const when = action.ditutup ? ` ${jakartaDate(action.ditutup)}` : ''
  if (action.status === 'dibatalkan') return `ditutup (dibatalkan${when}): ${action.alasan_batal ?? ''}`
  return `ditutup (terverifikasi${when}): ${action.catatan_verifikasi ?? ''}`
}

export function drawActionsTable(doc: PDFKit.PDFDocument, audits: readonly SiteAudit[]) {
  for (const site of audits) {
    const counts = (keadaan: string) => site.tindakan.filter((a) => a.keadaan === keadaan).length
    drawTable(doc, {
      title: 'Log Tindakan Korektif',
      subtitle: `${site.nama_lokasi} (${site.kode_lokasi}): ${counts('terbuka')} terbuka, ${counts('terlambat')} terlambat, ${counts('ditutup')} ditutup`,
      columns: COLUMNS,
      fontSize: 8,
      empty: 'Tidak ada tindakan korektif bulan ini.',
      rows: site.tindakan.map((action) => [
        jakartaDate(action.dibuka),
        action.nama_area ?? '-',
        action.temuan,
        tanggalIndonesia(action.tenggat),
        state(action),
      ]),
    })
  }
}
