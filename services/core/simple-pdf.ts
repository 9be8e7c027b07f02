// A one-page PDF of a title and a few lines, for example files (the demo's certificates and
// reports). pdfkit is loaded on the first one, not with the process (as for invoices).
let pdfkit: Promise<{ default: typeof import('pdfkit') }> | undefined

export async function renderSimplePdf(title: string, lines: readonly string[]): Promise<Buffer> {
  pdfkit ??= import('pdfkit')
  const { default: PDFDocument } = await pdfkit
  const doc = new PDFDocument({ size: 'A4', margin: 60, info: { Title: title } })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.font('Helvetica-Bold').fontSize(18).text(title, { align: 'center' }).moveDown(1.5)
  doc.font('Helvetica').fontSize(11)
  for (const line of lines) doc.text(line).moveDown(0.4)
  doc.end()
  return done
}
