import { tanggalIndonesia } from '../schedules/index.ts'

// The monthly PDF's table of the pesticides applied in the month (issue 39, audit-work.md): what an
// auditor reads beside the visits, each product with its Ministry of Agriculture registration
// number. The rows come from the pesticides module (compileMonthlyReport reads them there).

export type AppliedPesticide = {
  tanggal: string
  nama_dagang: string
  bahan_aktif: string
  kadar: string
  nomor_registrasi: string
  jumlah: number
  satuan: string
  metode: string
}

const COLUMNS = [
  { title: 'Tanggal', x: 50, width: 85 },
  { title: 'Pestisida (bahan aktif)', x: 140, width: 150 },
  { title: 'No. Registrasi', x: 295, width: 110 },
  { title: 'Jumlah', x: 410, width: 60 },
  { title: 'Metode', x: 475, width: 70 },
] as const
const PAGE = { left: 50, right: 545, width: 495, bottom: 780 }

type Doc = PDFKit.PDFDocument

export function drawPesticideTable(doc: Doc, rows: readonly AppliedPesticide[]) {
  if (doc.y + 60 > PAGE.bottom) doc.addPage()
  doc.moveDown()
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Pestisida yang Digunakan', PAGE.left, doc.y, { width: PAGE.width })
  doc.moveDown(0.3)
  if (rows.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text('Tidak ada pestisida yang dicatat bulan ini.', { width: PAGE.width })
    return
  }
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
  for (const row of rows) {
    if (doc.y + 24 > PAGE.bottom) {
      doc.addPage()
      header()
    }
    doc.font('Helvetica').fontSize(9)
    const y = doc.y
    const cells = [
      tanggalIndonesia(row.tanggal),
      `${row.nama_dagang} (${row.bahan_aktif} ${row.kadar})`,
      row.nomor_registrasi,
      `${String(row.jumlah).replace('.', ',')} ${row.satuan}`,
      row.metode,
    ]
    let bottom = y
    COLUMNS.forEach((column, index) => {
      doc.text(cells[index] ?? '', column.x, y, { width: column.width })
      bottom = Math.max(bottom, doc.y)
    })
    doc.y = bottom + 4
  }
}
