import type { Readable } from 'node:stream'
import type { PersonExport } from './export-data.ts'

// The export as a readable PDF (pdfkit, Indonesian): each kind of record with its fields, the
// history of changes and the list of files. Streamed: the caller pipes the document as it is made.
let pdfkit: Promise<{ default: typeof import('pdfkit') }> | undefined

const MAX_VALUE = 600

export async function exportPdf(person: PersonExport): Promise<Readable> {
  pdfkit ??= import('pdfkit')
  const { default: PDFDocument } = await pdfkit
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: person.judul } })
  doc.font('Helvetica-Bold').fontSize(16).text(person.judul).moveDown(0.3)
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Dibuat ${new Date(person.dibuat).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' })} WIB atas permintaan pemilik data (UU 27/2022 tentang Pelindungan Data Pribadi).`,
    )
    .moveDown()
  for (const section of person.data) {
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`${capital(section.label)} (${section.baris.length})`)
      .moveDown(0.2)
    for (const row of section.baris) {
      for (const [field, value] of Object.entries(row)) {
        doc.font('Helvetica-Bold').fontSize(9).text(`${field}: `, { continued: true })
        doc.font('Helvetica').text(shown(value))
      }
      doc.moveDown(0.5)
    }
    doc.moveDown(0.5)
  }
  doc.font('Helvetica-Bold').fontSize(12).text(`Riwayat perubahan (${person.riwayat.length})`).moveDown(0.2)
  for (const entry of person.riwayat) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`${entry.waktu} · ${entry.catatan} · ${entry.jenis}: ${shown(entry.data)}`)
      .moveDown(0.2)
  }
  doc.moveDown()
  doc.font('Helvetica-Bold').fontSize(12).text(`Berkas (${person.berkas.length})`).moveDown(0.2)
  doc.font('Helvetica').fontSize(9)
  if (person.berkas.length === 0) doc.text('Tidak ada berkas.')
  for (const file of person.berkas) doc.text(`${file.jenis}: ${file.nama}`)
  doc.end()
  return doc
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-'
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value)
  // pdfkit's standard fonts cover Latin-1; anything else is shown as '?' rather than as garbage.
  const latin = text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
  return latin.length > MAX_VALUE ? `${latin.slice(0, MAX_VALUE)}…` : latin
}
