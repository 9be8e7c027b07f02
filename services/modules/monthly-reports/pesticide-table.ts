import { tanggalIndonesia } from '../schedules/index.ts'
import { drawTable } from './pdf-table.ts'

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

export function drawPesticideTable(doc: PDFKit.PDFDocument, rows: readonly AppliedPesticide[]) {
  drawTable(doc, {
    title: 'Pestisida yang Digunakan',
    columns: COLUMNS,
    empty: 'Tidak ada pestisida yang dicatat bulan ini.',
    rows: rows.map((row) => [
      tanggalIndonesia(row.tanggal),
      `${row.nama_dagang} (${row.bahan_aktif} ${row.kadar})`,
      row.nomor_registrasi,
      `${String(row.jumlah).replace('.', ',')} ${row.satuan}`,
      row.metode,
    ]),
  })
}
