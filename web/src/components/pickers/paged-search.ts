import { type ApiPage, api, type QueryValue } from '../../lib/api-client.ts'
import type { ComboBoxOption, OptionPage } from '../ComboBoxField.tsx'

// Rows a picker asks for at a time; scrolling to the end of its list asks for the next page.
export const PICKER_PAGE_SIZE = 20

// A picker's loader over the list call its list screen uses (`GET /api/<resource>/getData` with
// `search_query`, `page`, `limit` and the list's filters), so it stays quick however many records
// there are (ADR 0013) and finds what the list's search finds. `keep` drops rows the server should
// not have sent (a filter it may not know yet).
export function pagedSearch<Row, T extends ComboBoxOption>(
  path: string,
  toOption: (row: Row) => T,
  filters: Record<string, QueryValue> = {},
  keep: (row: Row) => boolean = () => true,
) {
  return async (search: string, signal: AbortSignal, page: number): Promise<OptionPage<T>> => {
    const query = { ...filters, search_query: search.trim(), page, limit: PICKER_PAGE_SIZE }
    const answer = await api.get<ApiPage<Row>>(path, { query, signal })
    return {
      items: answer.data.filter(keep).map(toOption),
      next: page + 1 < answer.totalPage ? page + 1 : null,
    }
  }
}
