// CSV exports (domain-model.md): UTF-8 with BOM, `;` between fields, a header row of Indonesian
// labels. A value starting with = + - @ is prefixed with ' so a spreadsheet never runs it as a formula.

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv<Row>(
  columns: readonly { label: string; value: (row: Row) => unknown }[],
  rows: Row[],
): string {
  const lines = [columns.map((column) => cell(column.label)).join(';')]
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(';'))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
