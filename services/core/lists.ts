import { ValidationError } from './errors.ts'

// What list calls need beyond paging.ts: the search text, enum filters and ids from the address.

export const MAX_SEARCH_LENGTH = 200

// `search_query`, trimmed; control characters and over-long text are refused.
export function searchText(raw: string | undefined): string {
  const search = (raw ?? '').trim()
  if (search.length > MAX_SEARCH_LENGTH || !search.isWellFormed() || /\p{Cc}/u.test(search)) {
    throw new ValidationError('Kata pencarian tidak valid')
  }
  return search
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
