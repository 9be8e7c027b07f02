import { ValidationError } from './errors.ts'

// Paged lists (api-contract.md): `page` zero-based, `limit` 10 by default and served as at most 100;
// `search_query` matched case-insensitively anywhere in the listed text fields.

export const DEFAULT_LIMIT = 10
export const MAX_LIMIT = 100
export const MAX_SEARCH_LENGTH = 200

export type PageRequest = { page: number; limit: number; search: string }
export type Paged<T> = { data: T[]; page: number; limit: number; totalPage: number; totalRows: number }

function wholeNumber(raw: unknown, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw))
    throw new ValidationError(`Parameter ${name} tidak valid`)
  return Number(raw)
}

export function pageRequest(query: { page?: string; limit?: string; search_query?: string }): PageRequest {
  const page = wholeNumber(query.page, 'page', 0)
  const limit = Math.min(Math.max(wholeNumber(query.limit, 'limit', DEFAULT_LIMIT), 1), MAX_LIMIT)
  const search = (query.search_query ?? '').trim()
  if (search.length > MAX_SEARCH_LENGTH || !search.isWellFormed() || /\p{Cc}/u.test(search)) {
    throw new ValidationError('Kata pencarian tidak valid')
  }
  return { page, limit, search }
}

// `%` and `_` typed by the user match themselves.
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function paged<T>(request: PageRequest, data: T[], totalRows: number): Paged<T> {
  return {
    data,
    page: request.page,
    limit: request.limit,
    totalPage: Math.ceil(totalRows / request.limit),
    totalRows,
  }
}

// An optional enum filter from the query string: absent or empty means no filter.
export function enumFilter<V extends string>(
  raw: string | undefined,
  values: readonly V[],
  label: string,
): V | undefined {
  if (raw === undefined || raw === '') return undefined
  if (!(values as readonly string[]).includes(raw)) throw new ValidationError(`${label} tidak valid`)
  return raw as V
}

const MAX_ID = 2_147_483_647

// Ids come from the address as text: anything that cannot name a record is "not found".
export function parseRecordId(raw: unknown): number | null {
  const textual = typeof raw === 'number' ? String(raw) : raw
  if (typeof textual !== 'string' || !/^[1-9]\d{0,9}$/.test(textual)) return null
  const id = Number(textual)
  return id <= MAX_ID ? id : null
}
