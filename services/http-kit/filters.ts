import { type TObject, type TSchema, Type } from 'typebox'
import { ValidationError } from '../core/errors.ts'
import { enumFilter, searchText } from '../core/lists.ts'
import { PageFields, searchField } from './schemas.ts'

// The typed filters of a list's query string: each field documents itself for OpenAPI and checks
// its text with an Indonesian message, so a list and its CSV export read the same filters.

export type FilterField<V> = {
  schema: TSchema
  // The value asked for, or undefined for none (absent or empty).
  parse: (raw: string | undefined) => V | undefined
}

function whole(raw: string | undefined, min: number, max: number, message: string): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  const text = raw.trim()
  if (!/^\d{1,10}$/.test(text) || Number(text) < min || Number(text) > max) throw new ValidationError(message)
  return Number(text)
}

const text = (description: string, maxLength = 40) => Type.Optional(Type.String({ maxLength, description }))

export const filter = {
  // search_query and the like: trimmed, control characters and over-long text refused.
  search: (description: string): FilterField<string> => ({
    schema: searchField(description),
    parse: (raw) => searchText(raw) || undefined,
  }),
  // One of the options: anything else is '<label> tidak valid', never an empty list.
  choice: <V extends string>(options: readonly V[], label: string): FilterField<V> => ({
    schema: text(`Salah satu dari: ${options.join(', ')}`),
    parse: (raw) => enumFilter(raw, options, label),
  }),
  // A whole number within [min, max] (a year, a month, an id).
  whole: (min: number, max: number, message: string, description: string): FilterField<number> => ({
    schema: text(description),
    parse: (raw) => whole(raw, min, max, message),
  }),
  // A record's id: one that cannot name a record is refused with the record's own message.
  id: (message: string, description: string): FilterField<number> => ({
    schema: text(description),
    parse: (raw) => whole(raw, 1, 2_147_483_647, message),
  }),
  // `true` or `false`.
  flag: (message: string, description: string): FilterField<boolean> => ({
    schema: text(description, 5),
    parse: (raw) => {
      const value = raw?.trim()
      if (!value) return undefined
      if (value !== 'true' && value !== 'false') throw new ValidationError(message)
      return value === 'true'
    },
  }),
}

export type FilterSpec = Record<string, FilterField<unknown>>
export type FilterValues<S extends FilterSpec> = {
  [K in keyof S]?: S[K] extends FilterField<infer V> ? V : never
}

export type ListQuery<S extends FilterSpec> = {
  // The filters alone (the CSV export) and with page and limit (the paged list).
  filters: TObject
  paged: TObject
  // The values asked for; fields not asked for are left out.
  parse: (query: Record<string, string | undefined>) => FilterValues<S>
}

export function listQuery<S extends FilterSpec>(spec: S): ListQuery<S> {
  const fields = Object.fromEntries(Object.entries(spec).map(([name, field]) => [name, field.schema]))
  return {
    filters: Type.Object(fields),
    paged: Type.Object({ ...fields, ...PageFields }),
    parse(query) {
      const values: Record<string, unknown> = {}
      for (const [name, field] of Object.entries(spec)) {
        const value = field.parse(query[name])
        if (value !== undefined) values[name] = value
      }
      return values as FilterValues<S>
    },
  }
}
