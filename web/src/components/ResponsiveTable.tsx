import type { ReactNode } from 'react'

export type Column<Row> = {
  key: string
  header: string
  render: (row: Row) => ReactNode
  // Numbers and money align right on wide screens.
  align?: 'start' | 'end'
}

type ResponsiveTableProps<Row> = {
  caption: string
  // Show the caption on screen too; otherwise it is read only by screen readers.
  showCaption?: boolean
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  empty?: ReactNode
}

// A table on wide screens; on small screens each row becomes a card whose cells carry their
// column's name (data-label, shown by CSS), so nothing needs scrolling sideways.
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
                <td
                  key={column.key}
                  data-label={column.header}
                  className={column.align === 'end' ? 'rtable__cell--end' : undefined}
                >
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
