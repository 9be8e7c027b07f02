// The state of a back-office list (search, filters, page) as it is kept in the address bar, and
// the API query built from it (api-contract.md, paged lists). Pure functions: the hook in
// use-list-state.ts binds them to the router.
//
// In the address: `?q=tikus&jenis_pekerjaan=kontrak&page=2`. `q` is the search text, each filter
// keeps the API's own name, and `page` counts from 1 as people do (absent on the first page).
// In the API query: `search_query` (or the list's own search name), the filters, `page` counted
// from 0 and `limit`.
import type { QueryValue } from './api-client.ts'

export const SEARCH_PARAM = 'q'
export const PAGE_PARAM = 'page'
// Page size of every list (spec section 9); the server caps `limit` at 100.
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100

export type ListState<F extends string = string> = {
  search: string
  filters: Record<F, string>
  // Zero-based, as the API counts pages.
  page: number
}

export type ListConfig<F extends string = string> = {
  // The filters this list offers, by their API names (`jenis_pekerjaan`, `tanggal_expired`).
  filters: readonly F[]
  // The API's name for the search text; `search_query` unless the list says otherwise.
  searchParam?: string
  limit?: number
}

export function readListState<F extends string>(
  params: URLSearchParams,
  filters: readonly F[],
): ListState<F> {
  const rawPage = params.get(PAGE_PARAM)
  const shown = rawPage !== null && /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1
  const entries = filters.map((name) => [name, params.get(name)?.trim() ?? ''] as const)
  return {
    search: params.get(SEARCH_PARAM)?.trim() ?? '',
    filters: Object.fromEntries(entries) as Record<F, string>,
    page: Math.max(shown, 1) - 1,
  }
}

export type ListChange<F extends string> = {
  search?: string
  filters?: Partial<Record<F, string>>
  page?: number
}

// The address's query after a change. A new search or filter starts again at the first page;
// parameters that are not the list's own (another panel's) are kept.
export function writeListState<F extends string>(
  params: URLSearchParams,
  filters: readonly F[],
  change: ListChange<F>,
): URLSearchParams {
  const current = readListState(params, filters)
  const next = new URLSearchParams(params)
  const set = (name: string, value: string) => {
    if (value === '') next.delete(name)
    else next.set(name, value)
  }
  let resetPage = false
  if (change.search !== undefined && change.search.trim() !== current.search) {
    set(SEARCH_PARAM, change.search.trim())
    resetPage = true
  }
  for (const name of filters) {
    const value = change.filters?.[name]
    if (value !== undefined && value.trim() !== current.filters[name]) {
      set(name, value.trim())
      resetPage = true
    }
  }
  const page = resetPage ? 0 : (change.page ?? current.page)
  set(PAGE_PARAM, page > 0 ? String(page + 1) : '')
  return next
}

// The query of `GET .../getData` (and of `.../export`, which takes the same filters).
export function listQuery<F extends string>(
  state: ListState<F>,
  config: Pick<ListConfig<F>, 'searchParam' | 'limit'> = {},
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {}
  if (state.search !== '') query[config.searchParam ?? 'search_query'] = state.search
  for (const [name, value] of Object.entries<string>(state.filters)) if (value !== '') query[name] = value
  query.page = state.page
  query.limit = Math.min(Math.max(config.limit ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE)
  return query
}

// The SWR key of one page of a list: the path and its query (api-client.ts SwrKey).
export type ListKey = readonly [path: string, query: Record<string, QueryValue>]

export function listKey<F extends string>(
  path: string,
  state: ListState<F>,
  config: Pick<ListConfig<F>, 'searchParam' | 'limit'> = {},
): ListKey {
  return [path, listQuery(state, config)] as const
}

// The export's query: the list's filters and search, without paging.
export function exportQuery<F extends string>(
  state: ListState<F>,
  config: Pick<ListConfig<F>, 'searchParam'> = {},
): Record<string, QueryValue> {
  const { page: _page, limit: _limit, ...rest } = listQuery(state, config)
  return rest
}
