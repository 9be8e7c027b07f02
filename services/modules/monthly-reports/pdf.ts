import type { Db } from '../../core/database.ts'
import type { FileStore } from '../../core/file-store.ts'
import { type CompanyProfile, getCompanyProfile } from '../company-profile/index.ts'
import { trendThresholds } from '../corrective-actions/index.ts'
import { type ChartThresholds, customerMonthReadings, type SiteMonth } from '../inspections/index.ts'
import { allApplications } from '../pesticides/index.ts'
import { lastDay, MONTH_NAMES, scheduleOwners, tanggalIndonesia } from '../schedules/index.ts'
import { drawActionsTable } from './actions-table.ts'
import { drawIndicesTable } from './indices-table.ts'
import { drawSiteMonths } from './pdf-devices.ts'
import { type AppliedPesticide, drawPesticideTable } from './pesticide-table.ts'
import { type MonthlyReport, monthlyReport } from './report.ts'
import { type SiteAudit, siteAudits } from './site-audit.ts'

// The monthly treatment report of a customer as a PDF (domain-model.md, Reports built from the
// visits), drawn with pdfkit like the invoices: the company's letterhead, the customer and the
// period, a table of the visits, a summary, the pesticides applied, each visit's report with its photos as thumbnails,
// and page numbers. The worker compiles it; it is kept in the file store.

const PAGE = { left: 50, right: 545, width: 495, bottom: 780 }
const COLUMNS = [
  { title: 'Tanggal', x: 50, width: 95 },
  { title: 'Teknisi', x: 150, width: 120 },
  { title: 'Jenis Pekerjaan', x: 275, width: 110 },
  { title: 'Ke-', x: 390, width: 30 },
  { title: 'Status', x: 425, width: 120 },
] as const
const THUMB = { width: 110, height: 82, gap: 8 }

export const monthlyPdfName = (report: Pick<MonthlyReport, 'pelanggan' | 'bulan' | 'tahun'>) =>
  `laporan-bulanan-${report.pelanggan.kode_pelanggan}-${report.tahun}-${String(report.bulan).padStart(2, '0')}.pdf`

let pdfkit: Promise<{ default: typeof import('pdfkit') }> | undefined

export async function renderMonthlyReportPdf(
  report: MonthlyReport,
  company: Pick<CompanyProfile, 'nama_perusahaan' | 'alamat'>,
  photos: ReadonlyMap<number, readonly Buffer[]>,
  pesticides: readonly AppliedPesticide[] = [],
  // The customer's sites with their device maps and readings of the month (pdf-devices.ts).
  devices: {
    sites: readonly SiteMonth[]
    plans: ReadonlyMap<string, Buffer>
    thresholds?: ReadonlyMap<number, ChartThresholds>
  } = {
    sites: [],
    plans: new Map(),
  },
  // Per site, the month's Permenkes indices and corrective-action log (site-audit.ts).
  audits: readonly SiteAudit[] = [],
): Promise<Buffer> {
  pdfkit ??= import('pdfkit')
  const { default: PDFDocument } = await pdfkit
  const period = `${MONTH_NAMES[report.bulan - 1]} ${report.tahun}`
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: {
      Title: `Laporan Bulanan Treatment ${report.pelanggan.nama_pelanggan} ${period}`,
      Author: company.nama_perusahaan,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const room = (height: number) => {
    if (doc.y + height > PAGE.bottom) doc.addPage()
  }

  doc.font('Helvetica-Bold').fontSize(15).text(company.nama_perusahaan, PAGE.left, 50, { width: PAGE.width })
  doc.font('Helvetica').fontSize(9).text(company.alamat, { width: PAGE.width })
  const ruleY = doc.y + 6
  doc.moveTo(PAGE.left, ruleY).lineTo(PAGE.right, ruleY).lineWidth(1).stroke()
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text('LAPORAN BULANAN TREATMENT', PAGE.left, ruleY + 14, { width: PAGE.width, align: 'center' })
  doc.font('Helvetica').fontSize(11).text(`Periode ${period}`, { width: PAGE.width, align: 'center' })
  doc.moveDown()
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`${report.pelanggan.nama_pelanggan} (${report.pelanggan.kode_pelanggan})`, PAGE.left)
  doc.font('Helvetica').fontSize(9).text(report.pelanggan.alamat, { width: PAGE.width })
  doc.moveDown()

  // The visits' table.
  const header = () => {
    const y = doc.y
    doc.font('Helvetica-Bold').fontSize(9)
    for (const column of COLUMNS) doc.text(column.title, column.x, y, { width: column.width })
    doc
      .moveTo(PAGE.left, doc.y + 3)
      .lineTo(PAGE.right, doc.y + 3)
      .lineWidth(0.5)
      .stroke()
    doc.y += 6
  }
  header()
  doc.font('Helvetica').fontSize(9)
  for (const visit of report.kunjungan) {
    if (doc.y + 16 > PAGE.bottom) {
      doc.addPage()
      header()
      doc.font('Helvetica').fontSize(9)
    }
    const y = doc.y
    const cells = [
      tanggalIndonesia(visit.tanggal),
      visit.nama_teknisi,
      visit.jenis_pekerjaan,
      String(visit.jumlah_kunjungan),
      visit.status_penjadwalan,
    ]
    let bottom = y
    COLUMNS.forEach((column, index) => {
      doc.text(cells[index] ?? '', column.x, y, { width: column.width })
      bottom = Math.max(bottom, doc.y)
    })
    doc.y = bottom + 4
  }
  const done_ = report.kunjungan.filter((visit) => visit.status_penjadwalan === 'selesai').length
  doc.moveDown()
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(
      `Ringkasan: ${report.kunjungan.length} kunjungan, ${done_} selesai, ${report.kunjungan.length - done_} belum selesai.`,
      PAGE.left,
      doc.y,
      { width: PAGE.width },
    )
  if (report.kunjungan.length === 0)
    doc.font('Helvetica').text('Data Treatment Laporan Kosong', { width: PAGE.width })

  drawPesticideTable(doc, pesticides)
  drawIndicesTable(doc, audits)
  drawActionsTable(doc, audits)

  // Each visit's report, with its photos.
  for (const visit of report.kunjungan) {
    const result = visit.hasil_kunjungan
    if (!result) continue
    room(60)
    doc.moveDown()
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(
        `${tanggalIndonesia(visit.tanggal)} · ${visit.jenis_pekerjaan} · ${visit.nama_teknisi}`,
        PAGE.left,
        doc.y,
        { width: PAGE.width },
      )
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Catatan teknisi: ${result.catatan_teknisi || '-'}`, { width: PAGE.width })
    doc.text(`Hama ditemukan: ${result.hama_ditemukan.length > 0 ? result.hama_ditemukan.join(', ') : '-'}`, {
      width: PAGE.width,
    })
    const pictures = photos.get(visit.idpenjadwalan) ?? []
    if (pictures.length > 0) {
      room(THUMB.height + 10)
      const y = doc.y + 4
      pictures.forEach((picture, index) => {
        const x = PAGE.left + index * (THUMB.width + THUMB.gap)
        try {
          doc.image(picture, x, y, { fit: [THUMB.width, THUMB.height] })
        } catch {
          doc.rect(x, y, THUMB.width, THUMB.height).stroke()
        }
      })
      doc.y = y + THUMB.height + 6
    }
  }

  drawSiteMonths(doc, devices.sites, devices.plans, devices.thresholds)

  const range = doc.bufferedPageRange()
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index)
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`Halaman ${index + 1} dari ${range.count}`, PAGE.left, 800, {
        width: PAGE.width,
        align: 'center',
        lineBreak: false,
      })
  }
  doc.end()
  return done
}

// The report of one customer's month with its photos read from the file store.
export async function compileMonthlyReport(
  deps: { db: Db; files: FileStore },
  idpelanggan: number,
  bulan: number,
  tahun: number,
): Promise<{ report: MonthlyReport; pdf: Buffer }> {
  const report = await monthlyReport(deps.db, idpelanggan, { bulan, tahun })
  const company = await getCompanyProfile(deps).catch(() => ({
    nama_perusahaan: 'TTSG Pest Control',
    alamat: 'Sidoarjo',
  }))
  const photos = new Map<number, Buffer[]>()
  for (const visit of report.kunjungan) {
    if (!visit.hasil_kunjungan || visit.hasil_kunjungan.foto.length === 0) continue
    const owners = await scheduleOwners(deps.db, visit.idpenjadwalan)
    const keys = owners?.hasil_kunjungan?.foto ?? []
    photos.set(visit.idpenjadwalan, await Promise.all(keys.map((key) => deps.files.read(key))))
  }
  const from = `${tahun}-${String(bulan).padStart(2, '0')}-01`
  const pesticides: AppliedPesticide[] = []
  for await (const applied of allApplications(deps.db, { idpelanggan, dari: from, sampai: lastDay(from) }))
    pesticides.push(applied)
  const sites = await customerMonthReadings(deps.db, idpelanggan, bulan, tahun)
  const plans = new Map<string, Buffer>()
  for (const area of sites.flatMap((site) => site.area))
    if (area.denah_key && area.denah_tipe?.startsWith('image/') && area.perangkat.length > 0)
      plans.set(area.denah_key, await deps.files.read(area.denah_key))
  const audits = await siteAudits(deps.db, sites, bulan, tahun)
  // The trend chart's threshold lines (ADR 0103) and its areas' and zones' table (ADR 0129), one
  // call per site.
  const thresholds = new Map<number, ChartThresholds>()
  for (const site of sites) {
    const { lines, places } = await trendThresholds(deps.db, site.idlokasi)
    thresholds.set(site.idlokasi, { lines, places })
  }
  return {
    report,
    pdf: await renderMonthlyReportPdf(
      report,
      company,
      photos,
      pesticides,
      { sites, plans, thresholds },
      audits,
    ),
  }
}
