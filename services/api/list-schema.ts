import { Type } from 'typebox'

// The query fields every paged list call shares, and the documented CSV answer of its export.
export const ListQueryFields = {
  search_query: Type.Optional(
    Type.String({ maxLength: 200, description: 'Cari (tidak membedakan huruf besar/kecil)' }),
  ),
  page: Type.Optional(Type.String({ maxLength: 9, description: 'Halaman, mulai 0' })),
  limit: Type.Optional(
    Type.String({ maxLength: 9, description: 'Baris per halaman (10; paling banyak 100)' }),
  ),
}

export const CsvAnswer = {
  description: 'CSV (UTF-8 dengan BOM, pemisah ;)',
  content: { 'text/csv': { schema: Type.String() } },
}
