// The monthly PDF's one table drawer (the pesticides, the Permenkes indices, the corrective-action
// log): a section title, a header row repeated on each new page, rows as wrapped text cells, and a
// sentence when there is no row.

type Doc = PDFKit.PDFDocument
const PAGE = { left: 50, right: 545, width: 495, bottom: 780 }

export type TableColumn = { title: string; x: number; width: number }

export function drawTable(
  doc: Doc,
  table: {
    title: string
    columns: readonly TableColumn[]
    rows: readonly (readonly string[])[]
    empty: string
    // A line under the title (the site a table is of).
    subtitle?: string
    fontSize?: number
  },
) {
  const size = table.fontSize ?? 9
  if (doc.y + 60 > PAGE.bottom) doc.addPage()
  doc.moveDown()
  doc.fillColor('#111827').font('Helvetica-Bold').fontSize(11).text(table.title, PAGE.left, doc.y, {
    width: PAGE.width,
  })
  if (table.subtitle) doc.font('Helvetica').fontSize(9).text(table.subtitle, { width: PAGE.width })
  doc.moveDown(0.3)
  if (table.rows.length === 0) {
    doc.font('Helvetica').fontSize(size).text(table.empty, PAGE.left, doc.y, { width: PAGE.width })
    return
  }
  const header = () => {
    const y = doc.y
    doc.font('Helvetica-Bold').fontSize(size)
    let bottom = y
    for (const column of table.columns) {
      doc.text(column.title, column.x, y, { width: column.width })
      bottom = Math.max(bottom, doc.y)
    }
    doc
      .moveTo(PAGE.left, bottom + 3)
      .lineTo(PAGE.right, bottom + 3)
      .lineWidth(0.5)
      .stroke()
    doc.y = bottom + 6
  }
  header()
  for (const row of table.rows) {
    if (doc.y + 24 > PAGE.bottom) {
      doc.addPage()
      header()
    }
    doc.font('Helvetica').fontSize(size)
    const y = doc.y
    let bottom = y
    table.columns.forEach((column, index) => {
      doc.text(row[index] ?? '', column.x, y, { width: column.width })
      bottom = Math.max(bottom, doc.y)
    })
    doc.y = bottom + 4
  }
  doc.x = PAGE.left
}
