import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { ApiPage } from './api-client.ts'
import {
  exportQuery,
  type ListChange,
  type ListConfig,
  type ListKey,
  type ListState,
  listKey,
  readListState,
  writeListState,
} from './list-query.ts'
import { useApi } from './use-api.ts'

// The search box waits this long after the last key before it asks the server.
export const SEARCH_DEBOUNCE_MS = 300

export type ListStateHandle<F extends string> = {
  state: ListState<F>
  // What the search box shows: typed at once, put in the address after a pause.
  searchText: string
  setSearchText: (text: string) => void
  // Enter in the search box: the text goes to the address now.
  submitSearch: () => void
  setFilter: (name: F, value: string) => void
  setPage: (page: number) => void
  // SWR key of the page shown (`[path, {search_query, ..., page, limit}]`).
  key: ListKey
  // The export's query: the same search and filters, no paging.
  exportQuery: ReturnType<typeof exportQuery>
}

// A list's search, filters and page, kept in the address bar (list-query.ts) so that a reload,
// a shared link and the browser's back and forward show the same list. Every change is a new
// history entry; the search text joins the address SEARCH_DEBOUNCE_MS after the last key.
export function useListState<F extends string = never>(
  path: string,
  config: ListConfig<F> = { filters: [] as readonly F[] },
): ListStateHandle<F> {
  const [params, setParams] = useSearchParams()
  const { searchParam, limit } = config
  // The same names in a new array (written inline by the screen) are the same filters.
  const filterList = config.filters.join('\n')
  const filters = useMemo(() => (filterList === '' ? [] : (filterList.split('\n') as F[])), [filterList])
  const state = useMemo(() => readListState(params, filters), [params, filters])

  // Each change builds on the one before it, even when the address has not re-rendered yet:
  // react-router's setParams(fn) hands fn the params of the last render, so the search box's
  // pause ending just after a filter was picked used to write the address without that filter.
  const latest = useRef(params)
  const rendered = useRef(params)
  if (rendered.current !== params) {
    // The address moved (this hook's change, back, forward, a link): later changes start there.
    rendered.current = params
    latest.current = params
  }
  const change = useCallback(
    (next: ListChange<F>) => {
      const updated = writeListState(latest.current, filters, next)
      latest.current = updated
      setParams(updated, { preventScrollReset: true })
    },
    [setParams, filters],
  )

  const [searchText, setSearchText] = useState(state.search)
  // The address changed from elsewhere (back, forward, a link): the box follows it.
  useEffect(() => setSearchText(state.search), [state.search])
  useEffect(() => {
    if (searchText.trim() === state.search) return
    const timer = setTimeout(() => change({ search: searchText }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [searchText, state.search, change])

  const key = useMemo(() => listKey(path, state, { searchParam, limit }), [path, state, searchParam, limit])
  const exported = useMemo(() => exportQuery(state, { searchParam }), [state, searchParam])

  return {
    state,
    searchText,
    setSearchText,
    submitSearch: useCallback(() => change({ search: searchText }), [change, searchText]),
    setFilter: useCallback(
      (name: F, value: string) => change({ filters: { [name]: value } as Partial<Record<F, string>> }),
      [change],
    ),
    setPage: useCallback((page: number) => change({ page }), [change]),
    key,
    exportQuery: exported,
  }
}

// One page of a list through SWR; while the next page loads the previous one stays on screen.
export function useListPage<Row>(key: ListKey | null) {
  return useApi<ApiPage<Row>>(key, { keepPreviousData: true })
}
