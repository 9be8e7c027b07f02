import { ValidationError } from './errors.ts'

// Paged lists (api-contract.md): `page` zero-based (default 0), `limit` default 10; a larger
// limit is served as 100 and answered as such.
export const DEFAULT_LIMIT = 10
export const MAX_LIMIT = 100

export type PageRequest = { page: number; limit: number; offset: number }

export const PAGING_MESSAGES = {
  page: 'Halaman (page) harus berupa bilangan bulat 0 atau lebih',
  limit: 'Limit harus berupa bilangan bulat 1 atau lebih',
} as const

function whole(raw: string | undefined, fallback: number, min: number, message: string): number {
  if (raw === undefined || raw.trim() === '') return fallback
  const text = raw.trim()
  if (!/^\d{1,9}$/.test(text) || Number(text) < min) throw new ValidationError(message)
  return Number(text)
}

export function pageRequest(query: { page?: string | undefined; limit?: string | undefined }): PageRequest {
  const page = whole(query.page, 0, 0, PAGING_MESSAGES.page)
  const limit = Math.min(whole(query.limit, DEFAULT_LIMIT, 1, PAGING_MESSAGES.limit), MAX_LIMIT)
  return { page, limit, offset: page * limit }
}

export type Paged<T> = {
  status: 'sukses'
  data: T[]
  page: number
  limit: number
  totalPage: number
  totalRows: number
}

export function paged<T>(data: T[], totalRows: number, request: PageRequest): Paged<T> {
  return {
    status: 'sukses',
    data,
    page: request.page,
    limit: request.limit,
    totalPage: Math.ceil(totalRows / request.limit),
    totalRows,
  }
}

// `%`, `_` and `\` typed in a search box are matched as themselves in a LIKE pattern.
export const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
