import './back-office-kit.css'
import { Plus } from 'lucide-react'
import type { ReactNode, RefObject } from 'react'
import { Link } from 'react-router'
import type { ApiError, ApiPage } from '../lib/api-client.ts'
import type { ListStateHandle } from '../lib/use-list-state.ts'
import { Button, buttonClass } from './Button.tsx'
import { EmptyState } from './EmptyState.tsx'
import { ExportButton } from './ExportButton.tsx'
import { activeFilters, FilterFold } from './FilterFold.tsx'
import { ListResults } from './ListResults.tsx'
import { ListSearchBox } from './ListSearchBox.tsx'
import { type Column, ResponsiveTable } from './ResponsiveTable.tsx'
import { SelectField, type SelectOption } from './SelectField.tsx'

export type ListFilter<F extends string> = {
  name: F
  label: string
  options: readonly SelectOption[]
  // The empty choice that means "all" ('Semua jenis pekerjaan').
  allLabel: string
}

// Tambah Data: a link to an add page, or a button that opens an add dialog.
export type ListAddAction =
  | { label?: string; to: string; ref?: RefObject<HTMLAnchorElement | null> }
  | { label?: string; onClick: () => void; ref?: RefObject<HTMLButtonElement | null> }

export type ListScreenProps<Row, F extends string> = {
  title: string
  lead?: ReactNode
  add?: ListAddAction
  // From useListState(): search, filters and page in the address.
  list: ListStateHandle<F>
  // From useListPage(list.key): the page shown.
  result: { data?: ApiPage<Row>; error?: ApiError; isLoading: boolean; mutate: () => unknown }
  // No search box without it (a customer's visits: filters only).
  searchLabel?: string
  searchPlaceholder?: string
  filters?: readonly ListFilter<F>[]
  caption: string
  columns: readonly Column<Row>[]
  rowKey: (row: Row) => string | number
  // 'Data Sertifikat Kosong', 'Data Laporan Kosong', ...
  emptyMessage: string
  // `GET <path>/export` with the same search and filters; no button without it.
  export?: { path: string; fallbackName: string }
  // Between the filters and the rows: figures over the filtered rows (an invoice list's totals).
  summary?: ReactNode
  // Dialogs (add, edit, the shared delete dialog) rendered after the list.
  children?: ReactNode
}

// A back-office list screen (certificates, reports, customers, ...): title and Tambah Data, a
// labelled search box and filters (folded behind one Filter button on phones), the number of results, the rows (a table on wide screens,
// cards on phones), pagination and the CSV export. The page around it renders <main>.
export function ListScreen<Row, F extends string = never>({
  title,
  lead,
  add,
  list,
  result,
  searchLabel,
  searchPlaceholder,
  filters = [],
  caption,
  columns,
  rowKey,
  emptyMessage,
  export: exported,
  summary,
  children,
}: ListScreenProps<Row, F>) {
  return (
    <div className="list-screen">
      <header className="list-screen__header">
        <div>
          <h1 className="list-screen__title">{title}</h1>
          {lead ? <p className="list-screen__lead">{lead}</p> : null}
        </div>
        <div className="list-screen__actions">
          {exported ? (
            <ExportButton
              path={exported.path}
              query={list.exportQuery}
              fallbackName={exported.fallbackName}
            />
          ) : null}
          {add ? <AddAction action={add} /> : null}
        </div>
      </header>

      {searchLabel !== undefined || filters.length > 0 ? (
        <search aria-label={`Pencarian ${title}`}>
          <form
            className="list-screen__tools"
            onSubmit={(event) => {
              event.preventDefault()
              list.submitSearch()
            }}
          >
            {searchLabel !== undefined ? (
              <ListSearchBox
                label={searchLabel}
                placeholder={searchPlaceholder}
                value={list.searchText}
                onChange={list.setSearchText}
              />
            ) : null}
            {filters.length > 0 ? (
              <FilterFold
                active={activeFilters(
                  list.state.filters,
                  filters.map((filter) => filter.name),
                )}
              >
                {filters.map((filter) => (
                  <SelectField
                    key={filter.name}
                    label={filter.label}
                    name={filter.name}
                    options={filter.options}
                    placeholder={filter.allLabel}
                    value={list.state.filters[filter.name]}
                    onChange={(event) => list.setFilter(filter.name, event.target.value)}
                  />
                ))}
              </FilterFold>
            ) : null}
          </form>
        </search>
      ) : null}

      {summary}
      <ListResults
        result={result}
        page={list.state.page}
        onPageChange={list.setPage}
        loadingLabel={`Memuat ${title}...`}
      >
        {(data) => (
          <ResponsiveTable
            caption={caption}
            columns={columns}
            rows={data.data}
            rowKey={rowKey}
            empty={<EmptyState message={emptyMessage} />}
          />
        )}
      </ListResults>
      {children}
    </div>
  )
}

function AddAction({ action }: { action: ListAddAction }) {
  const label = action.label ?? 'Tambah Data'
  const icon = <Plus aria-hidden="true" size={18} />
  if ('to' in action)
    return (
      <Link ref={action.ref} to={action.to} className={buttonClass('primary')}>
        {icon}
        {label}
      </Link>
    )
  return (
    <Button ref={action.ref} onClick={action.onClick} icon={icon}>
      {label}
    </Button>
  )
}
