import type { AuditSectionContent } from '../../core/audit-pack-sections.ts'

// The audit pack as one PDF (issue 40 item 6, ADR 0090): a first page with the site, the period and
// an index of the sections with the page each starts on, then each section's table, and "Halaman n
// dari m" on every page. The first page is left blank while the sections are drawn (pdfkit buffers
// the pages), then the index is written on it once the sections' pages are known.

const PAGE = { left: 50, width: 495, bottom: 780 }

export type PackHeading = {
  perusahaan: string
  kode_lokasi: string
  nama_lokasi: string
  alamat: string
  dari: string
  sampai: string
}
export type RenderedSection = { title: string; content: AuditSectionContent }

let pdfkit: Promise<{ default: typeof import('pdfkit') }> | undefined

export async function renderAuditPackPdf(heading: PackHeading, sections: readonly RenderedSection[]) {
  pdfkit ??= import('pdfkit')
  const { default: PDFDocument } = await pdfkit
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: {
      Title: `Paket Audit ${heading.nama_lokasi} ${heading.dari} s.d. ${heading.sampai}`,
      Author: heading.perusahaan,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const starts: number[] = []
  for (const section of sections) {
    doc.addPage()
    starts.push(doc.bufferedPageRange().count)
    drawSection(doc, section)
  }

  doc.switchToPage(0)
  doc.font('Helvetica-Bold').fontSize(15).text(heading.perusahaan, PAGE.left, 50, { width: PAGE.width })
  doc.moveDown(0.5).fontSize(18).text('PAKET AUDIT PENGENDALIAN HAMA', { width: PAGE.width, align: 'center' })
  doc.font('Helvetica').fontSize(11)
  doc.text(`Lokasi: ${heading.kode_lokasi} - ${heading.nama_lokasi}`, { width: PAGE.width, align: 'center' })
  doc.text(heading.alamat, { width: PAGE.width, align: 'center' })
  doc.text(`Periode ${heading.dari} s.d. ${heading.sampai}`, { width: PAGE.width, align: 'center' })
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(13).text('Daftar Isi', PAGE.left)
  doc.moveDown(0.5).font('Helvetica').fontSize(11)
  sections.forEach((section, index) => {
    const y = doc.y
    doc.text(`${index + 1}. ${section.title} (${section.content.rows.length} baris)`, PAGE.left, y, {
      width: 400,
    })
    doc.text(`halaman ${starts[index]}`, PAGE.left + 400, y, { width: 95, align: 'right' })
    doc.moveDown(0.3)
  })

  const range = doc.bufferedPageRange()
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index)
    doc.page.margins.bottom = 0
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`Halaman ${index + 1} dari ${range.count}`, PAGE.left, 805, {
        width: PAGE.width,
        align: 'center',
      })
  }
  doc.end()
  return done
}

type Doc = InstanceType<typeof import('pdfkit')>

function drawSection(doc: Doc, { title, content }: RenderedSection) {
  doc.font('Helvetica-Bold').fontSize(14).text(title, PAGE.left, 50, { width: PAGE.width })
  doc.font('Helvetica').fontSize(9).text(`Jumlah: ${content.rows.length}`, { width: PAGE.width })
  if (content.note) doc.text(content.note, { width: PAGE.width })
  if (content.files.length > 0) doc.text(`Berkas asli di ZIP: ${content.files.length}`, { width: PAGE.width })
  doc.moveDown(0.5)
  if (content.draw) {
    content.draw(doc)
    doc.fillColor('#000000').x = PAGE.left
    doc.moveDown(0.5)
  }
  if (content.rows.length === 0) {
    doc.font('Helvetica-Oblique').text('Tidak ada data pada periode ini.', { width: PAGE.width })
    return
  }
  const width = PAGE.width / content.columns.length
  const row = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8)
    const height = Math.max(...cells.map((cell) => doc.heightOfString(cell, { width: width - 4 })))
    if (doc.y + height > PAGE.bottom) doc.addPage()
    const y = doc.y
    cells.forEach((cell, index) => {
      doc.text(cell, PAGE.left + index * width, y, { width: width - 4 })
    })
    doc.y = y + height + 3
    doc.x = PAGE.left
  }
  row(content.columns, true)
  for (const cells of content.rows) row(cells, false)
}
