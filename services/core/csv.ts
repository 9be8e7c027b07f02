// CSV exports of the lists (domain-model.md, Common): UTF-8 with BOM so spreadsheet programs read
// Indonesian text correctly, `;` as separator, a header row with the Indonesian labels.

export type CsvColumn<Row> = { label: string; value: (row: Row) => string | number | null | undefined }

// A cell a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with a quote; a plain
// number with a sign (a phone as +62...) stays as it is.
function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-]\d+$/.test(text))) text = `'${text}`
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((column) => cell(column.label)).join(';')]
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(';'))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

// `pelanggan-2026-11-23.csv`
export const csvFileName = (name: string, today: string) => `${name}-${today}.csv`
