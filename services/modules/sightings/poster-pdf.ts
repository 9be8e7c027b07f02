import { NotFoundError } from '../../core/errors.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { Download } from '../../core/file-store.ts'
import { getSite } from '../sites/index.ts'
import { posterUrl } from './commands.ts'
import { SIGHTING_MESSAGES } from './contract.ts'
import { posterOfSite } from './queries.ts'

// GET penampakan/poster/{idlokasi}/pdf: one A4 page to hang at the site, a large QR of
// `{PUBLIC_URL}/lapor/{token}` with what to do in Indonesian and the link written out for a phone
// that cannot scan. The QR is drawn as vector runs, like the devices' labels.

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 48
const QR_SIZE = 340

let libraries: Promise<[typeof import('pdfkit'), typeof import('qrcode')]> | undefined

export async function posterPdf(
  deps: { db: DbOrTrx },
  rawSite: unknown,
  publicUrl: string,
): Promise<Download> {
  const site = await getSite(deps, rawSite)
  const poster = await posterOfSite(deps.db, site.idlokasi)
  if (poster === undefined) throw new NotFoundError(SIGHTING_MESSAGES.posterNone)
  const link = posterUrl(publicUrl, poster.token)
  libraries ??= Promise.all([import('pdfkit').then((m) => m.default), import('qrcode')])
  const [PDFDocument, qrcode] = await libraries
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `Poster laporan hama ${site.kode_lokasi} - ${site.nama_lokasi}` },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = PAGE.width - 2 * MARGIN
  doc.font('Helvetica-Bold').fontSize(30).fillColor('#000000')
  doc.text('Melihat hama?', MARGIN, MARGIN + 10, { width, align: 'center' })
  doc.font('Helvetica').fontSize(16)
  doc.text('Pindai kode QR ini dan laporkan kepada TTSG Pest Control.', MARGIN, MARGIN + 56, {
    width,
    align: 'center',
  })
  doc.text('Tanpa masuk akun: pilih hama, area, catatan dan foto bila ada.', MARGIN, MARGIN + 80, {
    width,
    align: 'center',
  })
  const qr = qrcode.create(link, { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const unit = QR_SIZE / size
  const left = (PAGE.width - QR_SIZE) / 2
  const top = MARGIN + 130
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
  doc.fill('#000000')
  const below = top + QR_SIZE + 24
  doc.font('Helvetica-Bold').fontSize(18).text(`${site.nama_lokasi} (${site.kode_lokasi})`, MARGIN, below, {
    width,
    align: 'center',
  })
  doc
    .font('Courier')
    .fontSize(10)
    .text(link, MARGIN, below + 32, { width, align: 'center' })
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#333333')
    .text(
      'Laporan Anda kami tanggapi paling lambat 2 x 24 jam. TTSG Pest Control, Sidoarjo.',
      MARGIN,
      PAGE.height - MARGIN - 20,
      { width, align: 'center' },
    )
  doc.end()
  return { type: 'application/pdf', name: `poster-lapor-hama-${site.kode_lokasi}.pdf`, content: await done }
}
