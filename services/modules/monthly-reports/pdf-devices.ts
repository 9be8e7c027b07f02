import {
  type ChartThresholds,
  drawTrendChart,
  type MapArea,
  readingSummary,
  type SiteMonth,
  TEMUAN_OPTIONS,
  type Temuan,
} from '../inspections/index.ts'
import { tanggalIndonesia } from '../schedules/index.ts'

// The monthly report's device pages (issue 39 item 5): per site, each area's plan with its devices
// coloured by their last reading of the month (a shape and a letter too, so the legend reads
// without colour), then the month's readings as a table.

type Doc = PDFKit.PDFDocument
const PAGE = { left: 50, right: 545, width: 495, bottom: 780 }
const PLAN = { width: 495, height: 300 }

const MARK: Record<Temuan, { colour: string; letter: string; shape: 'circle' | 'square' | 'triangle' }> = {
  'tidak ada aktivitas': { colour: '#166534', letter: 'N', shape: 'circle' },
  'ada aktivitas': { colour: '#92400e', letter: 'A', shape: 'square' },
  tertangkap: { colour: '#b91c1c', letter: 'T', shape: 'triangle' },
  hilang: { colour: '#374151', letter: 'H', shape: 'circle' },
  'belum diperiksa': { colour: '#ffffff', letter: '?', shape: 'circle' },
}

function mark(doc: Doc, temuan: Temuan, x: number, y: number, r = 6) {
  const { colour, letter, shape } = MARK[temuan]
  doc.save()
  if (shape === 'square') doc.rect(x - r, y - r, 2 * r, 2 * r)
  else if (shape === 'triangle')
    doc
      .moveTo(x, y - r - 1)
      .lineTo(x + r + 1, y + r)
      .lineTo(x - r - 1, y + r)
      .closePath()
  else doc.circle(x, y, r)
  doc.lineWidth(0.8).fillAndStroke(colour, '#111827')
  doc
    .fillColor(temuan === 'belum diperiksa' ? '#111827' : '#ffffff')
    .font('Helvetica-Bold')
    .fontSize(6.5)
    .text(letter, x - r, y - 3, { width: 2 * r, align: 'center', lineBreak: false })
  doc.restore()
}

function legend(doc: Doc) {
  let x = PAGE.left
  const y = doc.y + 6
  for (const temuan of TEMUAN_OPTIONS) {
    mark(doc, temuan, x + 6, y + 4)
    doc
      .fillColor('#111827')
      .font('Helvetica')
      .fontSize(8)
      .text(`${MARK[temuan].letter} = ${temuan}`, x + 15, y, { lineBreak: false })
    x += 100
  }
  doc.x = PAGE.left
  doc.y = y + 16
}

function areaPlan(doc: Doc, area: MapArea, plan: Buffer | undefined) {
  if (doc.y + PLAN.height + 30 > PAGE.bottom) doc.addPage()
  doc
    .fillColor('#111827')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`${area.nama_area} · ${area.perangkat.length} perangkat`, PAGE.left, doc.y)
  const top = doc.y + 4
  doc.rect(PAGE.left, top, PLAN.width, PLAN.height).lineWidth(0.5).stroke('#9ca3af')
  if (plan)
    try {
      doc.image(plan, PAGE.left, top, { fit: [PLAN.width, PLAN.height], align: 'center', valign: 'center' })
    } catch {
      // A plan pdfkit cannot draw (a PDF plan): the devices on the empty frame.
    }
  for (const device of area.perangkat) {
    if (device.posisi_x === null || device.posisi_y === null) continue
    mark(doc, device.temuan, PAGE.left + device.posisi_x * PLAN.width, top + device.posisi_y * PLAN.height)
  }
  doc.x = PAGE.left
  doc.y = top + PLAN.height + 10
}

const COLUMNS = [
  { title: 'Waktu', x: 50, width: 70 },
  { title: 'Perangkat', x: 122, width: 62 },
  { title: 'Jenis', x: 186, width: 70 },
  { title: 'Kondisi', x: 258, width: 55 },
  { title: 'Temuan', x: 315, width: 70 },
  { title: 'Hasil', x: 387, width: 158 },
] as const

function readingsTable(doc: Doc, site: SiteMonth) {
  const header = () => {
    const y = doc.y
    doc.fillColor('#111827').font('Helvetica-Bold').fontSize(8)
    for (const column of COLUMNS) doc.text(column.title, column.x, y, { width: column.width })
    doc
      .moveTo(PAGE.left, doc.y + 2)
      .lineTo(PAGE.right, doc.y + 2)
      .lineWidth(0.5)
      .stroke()
    doc.y += 4
    doc.font('Helvetica').fontSize(7.5)
  }
  if (doc.y + 40 > PAGE.bottom) doc.addPage()
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Hasil pemeriksaan (${site.pemeriksaan.length})`, PAGE.left, doc.y)
  doc.moveDown(0.3)
  header()
  for (const reading of site.pemeriksaan) {
    if (doc.y + 20 > PAGE.bottom) {
      doc.addPage()
      header()
    }
    const y = doc.y
    const at = new Date(reading.waktu)
    const local = new Date(at.getTime() + 7 * 3_600_000).toISOString()
    const cells = [
      `${tanggalIndonesia(local.slice(0, 10))} ${local.slice(11, 16)}`,
      reading.kode_perangkat,
      reading.jenis_perangkat,
      reading.kondisi,
      reading.temuan,
      [readingSummary(reading), reading.catatan].filter((part) => part && part !== '-').join('. ') || '-',
    ]
    let bottom = y
    COLUMNS.forEach((column, index) => {
      doc.text(cells[index] ?? '', column.x, y, { width: column.width })
      bottom = Math.max(bottom, doc.y)
    })
    doc.y = bottom + 2
  }
}

export function drawSiteMonths(
  doc: Doc,
  sites: readonly SiteMonth[],
  plans: ReadonlyMap<string, Buffer>,
  // Each site's thresholds as monthly levels on its trend chart, and its areas' and zones' listed
  // under it (corrective-actions' trendThresholds).
  thresholds: ReadonlyMap<number, ChartThresholds> = new Map(),
) {
  for (const site of sites) {
    doc.addPage()
    doc
      .fillColor('#111827')
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(`Peta perangkat: ${site.nama_lokasi} (${site.kode_lokasi})`, PAGE.left, 50, { width: PAGE.width })
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .text('Warna, bentuk dan huruf tiap perangkat menurut hasil pemeriksaan terakhirnya di bulan ini.', {
        width: PAGE.width,
      })
    legend(doc)
    for (const area of site.area)
      if (area.perangkat.length > 0)
        areaPlan(doc, area, area.denah_key ? plans.get(area.denah_key) : undefined)
    readingsTable(doc, site)
    doc.addPage()
    doc
      .fillColor('#111827')
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(`Tren aktivitas hama: ${site.nama_lokasi} (${site.kode_lokasi})`, PAGE.left, 50, {
        width: PAGE.width,
      })
    drawTrendChart(doc, site.tren, { title: 'Tren 12 bulan', ...thresholds.get(site.idlokasi) })
  }
}
