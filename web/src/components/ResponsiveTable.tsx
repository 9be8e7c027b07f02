import type { ReactNode } from 'react'

// Where a cell goes on a phone's card (see table.css), so a card shows its key facts in a few
// lines and two or more records fit on the first screen:
// - 'title': the record's name (its number), first line, bold, without its column's name;
// - 'lead': the second line, the whole width, without its column's name (the customer);
// - 'note': the whole width, smaller and muted, without its column's name (an address);
// - 'wide': the whole width with its column's name (a note that needs saying what it is);
// - 'badge': half the width without its column's name (a status badge says what it is);
// - 'action': the row's buttons as icons at the top right, beside the first two lines.
// Any other cell is a half-width fact under its column's name, two to a line.
export type CardPlace = 'title' | 'lead' | 'note' | 'wide' | 'badge' | 'action'

export type Column<Row> = {
  key: string
  header: string
  render: (row: Row) => ReactNode
  // Numbers and money align right on wide screens.
  align?: 'start' | 'end'
  card?: CardPlace
}

const cellClass = (column: { align?: 'start' | 'end'; card?: CardPlace }) =>
  [column.align === 'end' ? 'rtable__cell--end' : '', column.card ? `rtable__cell--${column.card}` : '']
    .filter(Boolean)
    .join(' ') || undefined

type ResponsiveTableProps<Row> = {
  caption: string
  // Show the caption on screen too; otherwise it is read only by screen readers.
  showCaption?: boolean
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  empty?: ReactNode
}

// A table on wide screens; on small screens each row becomes a compact card whose cells carry their
// column's name (data-label, shown by CSS unless the cell's place says otherwise), so nothing
// needs scrolling sideways.
export function ResponsiveTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
}: ResponsiveTableProps<Row>) {
  if (rows.length === 0 && empty) return <>{empty}</>
  return (
    <div className="rtable-wrap">
      <table className="rtable">
        <caption className={showCaption ? 'rtable__caption' : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.align === 'end' ? 'rtable__cell--end' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.header} className={cellClass(column)}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
