import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { Download } from '../../core/file-store.ts'
import { getSite } from '../sites/index.ts'
import { labelsOfSite } from './queries.ts'

// GET perangkat/label/{idlokasi}: an A4 sheet of QR labels, 4 across and 6 down, one per device not
// removed, in number order. Each QR holds `{PUBLIC_URL}/p/{kode_pendek}`; under it the short code
// (large, for when the QR cannot be read), the device's number, its type and area. The QR is drawn
// as vector runs (crisp at any print size, small files for 500 devices). pdfkit and qrcode are
// loaded on the first sheet, not with the API.

export const deviceUrl = (publicUrl: string, kode: string) => `${publicUrl.replace(/\/+$/, '')}/p/${kode}`

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 28
const HEADER = 22
const COLUMNS = 4
const ROWS = 6
const QR_SIZE = 92

let libraries: Promise<[typeof import('pdfkit'), typeof import('qrcode')]> | undefined

export async function deviceLabels(
  deps: { db: DbOrTrx },
  rawId: unknown,
  publicUrl: string,
  idperangkat?: number,
): Promise<Download> {
  const site = await getSite(deps, rawId)
  const devices = await labelsOfSite(deps.db, site.idlokasi, idperangkat)
  libraries ??= Promise.all([import('pdfkit').then((m) => m.default), import('qrcode')])
  const [PDFDocument, qrcode] = await libraries
  const doc = new PDFDocument({
    size: 'A4',
    // The layout keeps its own margins: pdfkit's would break a page under the last row's text.
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Label perangkat ${site.kode_lokasi} - ${site.nama_lokasi}` },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const cellWidth = (PAGE.width - 2 * MARGIN) / COLUMNS
  const cellHeight = (PAGE.height - 2 * MARGIN - HEADER) / ROWS
  const perPage = COLUMNS * ROWS
  const pages = Math.max(1, Math.ceil(devices.length / perPage))
  for (let page = 0; page < pages; page++) {
    doc.addPage()
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#333333')
      .text(
        `${site.nama_lokasi} (${site.kode_lokasi}), ${site.nama_pelanggan} | label perangkat, halaman ${page + 1} dari ${pages}`,
        MARGIN,
        MARGIN,
        { width: PAGE.width - 2 * MARGIN, lineBreak: false },
      )
    if (devices.length === 0) {
      doc.fontSize(12).text('Belum ada perangkat di lokasi ini.', MARGIN, MARGIN + HEADER + 20)
    }
    devices.slice(page * perPage, (page + 1) * perPage).forEach((device, index) => {
      const x = MARGIN + (index % COLUMNS) * cellWidth
      const y = MARGIN + HEADER + Math.floor(index / COLUMNS) * cellHeight
      // A light cutting guide around each label.
      doc.save().lineWidth(0.4).dash(2, { space: 2 }).strokeColor('#bbbbbb')
      doc.rect(x + 2, y + 2, cellWidth - 4, cellHeight - 4).stroke()
      doc.restore()
      const qr = qrcode.create(deviceUrl(publicUrl, device.kode_pendek), { errorCorrectionLevel: 'M' })
      const size = qr.modules.size
      const unit = QR_SIZE / size
      const left = x + (cellWidth - QR_SIZE) / 2
      const top = y + 8
      doc.fillColor('#000000')
      for (let row = 0; row < size; row++) {
        let run = -1
        for (let col = 0; col <= size; col++) {
          const dark = col < size && qr.modules.get(row, col) === 1
          if (dark && run < 0) run = col
          if (!dark && run >= 0) {
            doc.rect(left + run * unit, top + row * unit, (col - run) * unit, unit)
            run = -1
          }
        }
      }
      doc.fill()
      const textTop = top + QR_SIZE + 4
      doc
        .font('Courier-Bold')
        .fontSize(15)
        .text(device.kode_pendek, x, textTop, { width: cellWidth, align: 'center', lineBreak: false })
      doc
        .font('Helvetica-Bold')
        .fontSize(8)
        .text(device.kode_perangkat, x, textTop + 16, { width: cellWidth, align: 'center', lineBreak: false })
      doc
        .font('Helvetica')
        .fontSize(6.5)
        .text(`${device.jenis_perangkat} | ${device.nama_area}`, x + 4, textTop + 26, {
          width: cellWidth - 8,
          align: 'center',
          height: 9,
          ellipsis: true,
        })
    })
  }
  doc.end()
  return {
    type: 'application/pdf',
    name: `label-perangkat-${site.kode_lokasi}.pdf`,
    content: await done,
  }
}
