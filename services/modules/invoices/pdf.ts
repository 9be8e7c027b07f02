import type { Db } from '../../core/database.ts'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import type { Download } from '../../core/file-store.ts'
import { COMPANY_PROFILE_MESSAGES, type CompanyProfile, getCompanyProfile } from '../company-profile/index.ts'
import { formatRupiah, PPH23_PERSEN } from './amounts.ts'
import { getInvoice } from './commands.ts'
import type { Invoice } from './contract.ts'

// GET /api/tagihan/pdf/{id}: the invoice as the customer receives it, drawn with pdfkit (its
// standard Helvetica covers Indonesian text, `m²` and `×`). Rendered in the API: one invoice takes
// a few milliseconds (docs/adr/0011-invoice-pdf-in-the-api.md, docs/benchmarks.md).

const LONG_DATE = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'UTC' })
// '21 November 2026'
export const longDate = (day: string) => LONG_DATE.format(new Date(`${day}T00:00:00Z`))
const QUANTITY = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 })

// 'INV/2026/0001' → 'INV-2026-0001.pdf'
export const pdfFileName = (invoice: Pick<Invoice, 'nomor_tagihan'>) =>
  `${invoice.nomor_tagihan.replaceAll('/', '-')}.pdf`

const PAGE = { left: 50, right: 545, width: 495 }
const COLUMNS = [
  { title: 'No', x: 50, width: 25, align: 'left' },
  { title: 'Deskripsi', x: 78, width: 187, align: 'left' },
  { title: 'Jumlah', x: 268, width: 50, align: 'right' },
  { title: 'Satuan', x: 324, width: 60, align: 'left' },
  { title: 'Harga Satuan', x: 386, width: 75, align: 'right' },
  { title: 'Jumlah Harga', x: 465, width: 80, align: 'right' },
] as const

// pdfkit (with fontkit and its tables) adds about 27 MiB and 130 ms to a process that loads it,
// and most API processes never draw an invoice: it is loaded on the first PDF, once.
let pdfkit: Promise<{ default: typeof import('pdfkit') }> | undefined

export async function renderInvoicePdf(invoice: Invoice, company: CompanyProfile): Promise<Buffer> {
  pdfkit ??= import('pdfkit')
  const { default: PDFDocument } = await pdfkit
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: { Title: `Tagihan ${invoice.nomor_tagihan}`, Author: company.nama_perusahaan },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  // Letterhead
  doc.font('Helvetica-Bold').fontSize(15).text(company.nama_perusahaan, PAGE.left, 50, { width: PAGE.width })
  doc.font('Helvetica').fontSize(9).text(company.alamat, { width: PAGE.width })
  doc.text(`NPWP: ${company.npwp}`)
  const ruleY = doc.y + 6
  doc.moveTo(PAGE.left, ruleY).lineTo(PAGE.right, ruleY).lineWidth(1).stroke()

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text('INVOICE / TAGIHAN', PAGE.left, ruleY + 14, {
      width: PAGE.width,
      align: 'center',
    })

  // Number and dates on the left, the customer on the right
  const headY = doc.y + 12
  const label = (text: string, value: string, y: number) => {
    doc.font('Helvetica').fontSize(10).text(text, PAGE.left, y, { width: 80 })
    doc.font('Helvetica-Bold').text(value, PAGE.left + 80, y, { width: 170 })
  }
  label('Nomor', invoice.nomor_tagihan, headY)
  label('Tanggal', longDate(invoice.tanggal_tagihan), headY + 15)
  label('Jatuh Tempo', longDate(invoice.jatuh_tempo), headY + 30)
  if (invoice.nomor_kontrak !== null) label('Kontrak', invoice.nomor_kontrak, headY + 45)
  doc.font('Helvetica').fontSize(10).text('Kepada Yth.', 320, headY, { width: 225 })
  doc.font('Helvetica-Bold').text(invoice.nama_pelanggan, { width: 225 })
  doc.font('Helvetica').fontSize(9).text(invoice.alamat_pelanggan, { width: 225 })

  // Items
  let y = Math.max(doc.y, headY + 60) + 16
  doc
    .rect(PAGE.left, y - 4, PAGE.width, 18)
    .fill('#e8e8e8')
    .fillColor('black')
  doc.font('Helvetica-Bold').fontSize(9)
  for (const column of COLUMNS)
    doc.text(column.title, column.x, y, { width: column.width, align: column.align })
  y += 18
  doc.font('Helvetica').fontSize(9)
  invoice.items.forEach((item, index) => {
    const cells = [
      String(index + 1),
      item.deskripsi,
      QUANTITY.format(item.jumlah),
      item.satuan,
      formatRupiah(item.harga_satuan),
      formatRupiah(item.jumlah_harga),
    ]
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: COLUMNS[i]!.width })))
    if (y + height > 700) {
      doc.addPage()
      y = 50
    }
    cells.forEach((cell, i) => {
      const column = COLUMNS[i]!
      doc.text(cell, column.x, y, { width: column.width, align: column.align })
    })
    y += height + 6
  })
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).stroke()

  // Totals
  const rows: [string, number, boolean?][] = [['Subtotal', invoice.subtotal]]
  if (invoice.diskon > 0) rows.push(['Diskon', -invoice.diskon])
  rows.push(['DPP', invoice.dpp], [`PPN ${invoice.ppn_persen}%`, invoice.ppn], ['Total', invoice.total, true])
  if (invoice.potong_pph23) {
    rows.push([`PPh 23 (${PPH23_PERSEN}%)`, -invoice.pph23], ['Jumlah Dibayar', invoice.jumlah_dibayar, true])
  }
  if (y + rows.length * 15 + 200 > 790) {
    doc.addPage()
    y = 50
  }
  y += 8
  for (const [name, amount, strong] of rows) {
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
    doc.text(name, 330, y, { width: 110 })
    const money = amount < 0 ? `- ${formatRupiah(-amount)}` : formatRupiah(amount)
    doc.text(money, 440, y, { width: 105, align: 'right' })
    y += 15
  }

  doc
    .font('Helvetica-Oblique')
    .fontSize(10)
    .text(`Terbilang: ${invoice.terbilang}`, PAGE.left, y + 8, {
      width: PAGE.width,
    })

  // Payment and signature
  y = doc.y + 18
  doc.font('Helvetica-Bold').fontSize(10).text('Pembayaran ke:', PAGE.left, y, { width: 250 })
  doc.font('Helvetica').text(company.nama_bank, { width: 250 })
  doc.text(`No. Rekening: ${company.nomor_rekening}`, { width: 250 })
  doc.text(`Atas Nama: ${company.atas_nama_rekening}`, { width: 250 })
  doc.text('Hormat kami,', 360, y, { width: 185, align: 'center' })
  doc
    .font('Helvetica-Bold')
    .text(company.penandatangan_nama, 360, y + 70, { width: 185, align: 'center', underline: true })
  doc.font('Helvetica').text(company.penandatangan_jabatan, 360, doc.y, { width: 185, align: 'center' })
  if (invoice.catatan !== '') {
    doc
      .fontSize(9)
      .text(`Catatan: ${invoice.catatan}`, PAGE.left, Math.max(doc.y, y + 110) + 10, { width: PAGE.width })
  }

  // Status stamp: a cancelled or paid invoice says so across its first page.
  const stamp = invoice.status === 'batal' ? 'BATAL' : invoice.status_pembayaran === 'lunas' ? 'LUNAS' : null
  if (stamp !== null) {
    doc.switchToPage(0)
    doc.save()
    doc.rotate(-20, { origin: [300, 330] })
    doc
      .font('Helvetica-Bold')
      .fontSize(72)
      .fillColor(stamp === 'BATAL' ? '#c0392b' : '#1e8449')
      .opacity(0.35)
    doc.text(stamp, 150, 300, { width: 300, align: 'center' })
    doc.restore()
  }
  doc.end()
  return done
}

// The invoice's PDF with the company's current letterhead, bank account and signatory.
export async function invoicePdf(deps: { db: Db }, rawId: unknown): Promise<Download> {
  const invoice = await getInvoice(deps, rawId)
  const company = await getCompanyProfile(deps).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw new ValidationError(COMPANY_PROFILE_MESSAGES.notSet)
    throw error
  })
  const content = await renderInvoicePdf(invoice, company)
  return { type: 'application/pdf', name: pdfFileName(invoice), content }
}
