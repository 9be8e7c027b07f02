import { Readable } from 'node:stream'

// CSV exports (domain-model.md, Lists): UTF-8 with BOM (Excel reads it), `;` between fields, a header
// row of Indonesian labels. A cell that starts like a formula is prefixed with ' so a spreadsheet
// shows it as text instead of running it.

export type CsvColumn<Row> = { label: string; value: (row: Row) => string | number | null }

function cell(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const line = (cells: (string | number | null)[]) => `${cells.map(cell).join(';')}\r\n`

export function csvStream<Row>(columns: CsvColumn<Row>[], rows: AsyncIterable<Row>): Readable {
  async function* lines() {
    yield `\uFEFF${line(columns.map((column) => column.label))}`
    for await (const row of rows) yield line(columns.map((column) => column.value(row)))
  }
  return Readable.from(lines())
}
