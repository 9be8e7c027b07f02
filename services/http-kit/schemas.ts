import { Type } from 'typebox'

// The path, query and header schemas every record's routes share, written once.

// Ids are taken as text and checked by the module: a non-numeric id answers 404, not 400.
export const IdParams = Type.Object({ id: Type.String({ maxLength: 32 }) })

export const PageFields = {
  page: Type.Optional(Type.String({ maxLength: 12, description: 'Halaman, mulai 0' })),
  limit: Type.Optional(
    Type.String({ maxLength: 12, description: 'Baris per halaman (bawaan 10, paling banyak 100)' }),
  ),
}

// `search_query` of a list: what it searches is said per list.
export const searchField = (description: string) =>
  Type.Optional(Type.String({ maxLength: 200, description }))

// The version a change was based on (domain-model.md, Common), as an HTTP entity tag.
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'Versi terakhir yang dibaca, mis. "3"' })),
})

// A command a client may retry after a lost answer.
export const IdempotencyHeaders = Type.Object({
  ...IfMatchHeaders.properties,
  'idempotency-key': Type.Optional(
    Type.String({ maxLength: 100, description: 'Opsional: kunci idempotensi (sama dengan idempotency_key)' }),
  ),
})

// A delete carries no body: its version comes as If-Match or `?version=`.
export const VersionQuery = Type.Object({
  version: Type.Optional(
    Type.String({ maxLength: 12, description: 'Versi terakhir yang dibaca (atau If-Match)' }),
  ),
})

// @fastify/swagger reads response headers as a map of header name to schema.
export const versionTagHeader = (what: string) => ({
  headers: { etag: Type.String({ description: `Versi ${what}, mis. "3"` }) },
})

export const CsvAnswer = {
  description: 'CSV (UTF-8 dengan BOM, pemisah ;)',
  content: { 'text/csv': { schema: Type.String() } },
}

// A download: a file sent as an attachment.
export const fileAnswer = (description: string, type = 'application/octet-stream') => ({
  description,
  content: { [type]: { schema: Type.String({ format: 'binary' }) } },
})
