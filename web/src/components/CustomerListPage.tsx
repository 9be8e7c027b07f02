import { useListPage, useListState } from '../lib/use-list-state.ts'
import { DownloadButton } from './DownloadButton.tsx'
import { ListScreen, type ListScreenProps } from './ListScreen.tsx'
import type { Column } from './ResponsiveTable.tsx'

// A list page of the customer area (/pelanggan/...): the customer's own records of `path`, newest
// first (the server keeps a customer to its own rows), search and page in the address. The
// certificates and reports pages were the same page but for their texts and columns.
export function CustomerListPage<Row>({
  path,
  ...screen
}: { path: string } & Omit<ListScreenProps<Row, never>, 'list' | 'result'>) {
  const list = useListState(path)
  const result = useListPage<Row>(list.key)
  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen list={list} result={result} {...screen} />
      </div>
    </main>
  )
}

// The File column of a record list: the button that downloads the row's file (`name` tells a
// screen reader whose file it is).
export function fileColumn<Row>(
  label: string,
  name: (row: Row) => string,
  download: (row: Row) => Promise<unknown>,
): Column<Row> {
  return {
    key: 'file',
    header: 'File',
    card: 'action',
    render: (row) => <DownloadButton label={label} name={name(row)} download={() => download(row)} />,
  }
}
