import { Type } from 'typebox'

// The answer of GET /api/{resource}/history/{id} (domain-model.md, Common).
export const HistoryEntries = Type.Array(
  Type.Object({
    waktu: Type.String({ format: 'date-time' }),
    oleh: Type.Object({ nama: Type.String(), role: Type.String() }),
    jenis: Type.String(),
    perubahan: Type.Array(Type.Object({ field: Type.String(), dari: Type.String(), menjadi: Type.String() })),
  }),
)

export const ListQueryFields = {
  search_query: Type.Optional(
    Type.String({ maxLength: 200, description: 'Cari (tidak membedakan huruf besar/kecil)' }),
  ),
  page: Type.Optional(Type.String({ maxLength: 9, description: 'Halaman, mulai 0' })),
  limit: Type.Optional(
    Type.String({ maxLength: 9, description: 'Baris per halaman (10; paling banyak 100)' }),
  ),
}

// @fastify/swagger documents a CSV answer from this.
export const CsvAnswer = {
  description: 'CSV (UTF-8 dengan BOM, pemisah ;)',
  content: { 'text/csv': { schema: Type.String() } },
}
