import { describe, expect, it } from 'vitest'
import { toCsv } from './csv.ts'

const columns = [
  { label: 'Nama', value: (row: { nama: string; telp: string }) => row.nama },
  { label: 'No Telp', value: (row: { nama: string; telp: string }) => row.telp },
]

describe('toCsv', () => {
  it('writes a BOM, the labels and one line per row with ; and CRLF', () => {
    expect(toCsv(columns, [{ nama: 'Toko A', telp: '0812' }])).toBe('\uFEFFNama;No Telp\r\nToko A;0812\r\n')
  })
  it('quotes cells holding ;, quotes or line breaks', () => {
    expect(toCsv(columns, [{ nama: 'A; "B"\nC', telp: '' }])).toContain('"A; ""B""\nC";')
  })
  it('defuses cells a spreadsheet would run as a formula, but keeps a phone number with +', () => {
    const csv = toCsv(columns, [
      { nama: '=HYPERLINK("x")', telp: '+6281234' },
      { nama: '@SUM(A1)', telp: '-1+2' },
    ])
    expect(csv).toContain(`"'=HYPERLINK(""x"")";+6281234`)
    expect(csv).toContain("'@SUM(A1);'-1+2")
  })
})
