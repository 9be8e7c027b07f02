import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify'
import { type TSchema, Type } from 'typebox'
import { type CsvColumn, toCsv } from '../core/csv.ts'
import type { Db } from '../core/database.ts'
import type { EventStore } from '../core/event-store/event-store.ts'
import { accountNames } from '../modules/identity/index.ts'
import { HistoryBody } from './history.ts'
import { CsvAnswer } from './list-schema.ts'
import { errorAnswers } from './openapi-defaults.ts'
import { success, successBody } from './responses.ts'
import { sendVersionTag } from './versioning.ts'

// The read calls every back-office record repeats: one record with its version as ETag, its change
// history, and the CSV export of its list. Each resource states what differs (path, access,
// summary, schema, loader); the route shape, the answer envelope and the headers are written here.

export const IdParams = Type.Object({ id: Type.String({ maxLength: 32 }) })

// @fastify/swagger reads response headers as a map of header name to schema.
export const versionTagHeader = (what: string) => ({
  headers: { etag: Type.String({ description: `Versi ${what}, mis. "3"` }) },
})

// What a module's history needs to name who made each change.
export type HistorySources = {
  db: Db
  eventStore: EventStore
  accountNames: (ids: string[]) => Promise<Map<string, string>>
}

export const historySources = (deps: { db: Db; eventStore: EventStore }): HistorySources => ({
  db: deps.db,
  eventStore: deps.eventStore,
  accountNames: (ids) => accountNames(deps.db, ids),
})

type Versioned = { version: number }

// `GET /{resource}/getData/:id` (or a single record without id): the record, and its version as
// `ETag` so the next change can send `If-Match`.
export function registerVersionedRead(
  instance: FastifyInstance,
  route: {
    path: string
    config: FastifyContextConfig
    tags: string[]
    summary: string
    record: TSchema
    example: unknown
    // Names the version in the ETag's description ("kontrak", "tagihan").
    what: string
    withId?: boolean
    notFound?: boolean
    load: (id: string) => Promise<Versioned>
  },
) {
  const withId = route.withId ?? true
  instance.withTypeProvider<TypeBoxTypeProvider>().get(
    route.path,
    {
      config: route.config,
      schema: {
        tags: route.tags,
        summary: route.summary,
        ...(withId ? { params: IdParams } : {}),
        response: {
          200: { ...successBody(route.record, { data: route.example }), ...versionTagHeader(route.what) },
          ...(route.notFound ? errorAnswers(404) : {}),
        },
      },
    },
    async (request, reply) => {
      const record = await route.load((request.params as { id?: string }).id ?? '')
      sendVersionTag(reply, record.version)
      return success(record)
    },
  )
}

// History entries of records whose changed values may be lists or objects (invoice items).
export const HistoryBodyAnyValue = successBody(
  Type.Array(
    Type.Object({
      waktu: Type.String({ format: 'date-time' }),
      oleh: Type.Object({ nama: Type.String(), role: Type.String() }),
      jenis: Type.String(),
      perubahan: Type.Array(
        Type.Object({ field: Type.String(), dari: Type.Unknown(), menjadi: Type.Unknown() }),
      ),
    }),
  ),
)

// `GET /{resource}/history/:id`: who changed what and when, oldest first.
export function registerHistory(
  instance: FastifyInstance,
  deps: { db: Db; eventStore: EventStore },
  route: {
    path: string
    config: FastifyContextConfig
    tags: string[]
    summary: string
    answer?: TSchema
    withId?: boolean
    load: (sources: HistorySources, id: string) => Promise<unknown>
  },
) {
  const withId = route.withId ?? true
  const sources = historySources(deps)
  instance.withTypeProvider<TypeBoxTypeProvider>().get(
    route.path,
    {
      config: route.config,
      schema: {
        tags: route.tags,
        summary: route.summary,
        ...(withId ? { params: IdParams } : {}),
        response: { 200: route.answer ?? HistoryBody, ...errorAnswers(404) },
      },
    },
    async (request) => success(await route.load(sources, (request.params as { id?: string }).id ?? '')),
  )
}

// `GET /{resource}/export`: the list's rows with the list's filters, as a CSV download.
export function registerCsvExport<Row>(
  instance: FastifyInstance,
  route: {
    path: string
    config: FastifyContextConfig
    tags: string[]
    summary: string
    querystring: TSchema
    fileName: string
    columns: readonly CsvColumn<Row>[]
    // The rows at once, or streamed from the database (large lists).
    rows: (request: FastifyRequest) => Promise<readonly Row[]> | AsyncIterable<Row>
  },
) {
  instance.get(
    route.path,
    {
      config: route.config,
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: route.querystring,
        response: { 200: CsvAnswer },
      },
    },
    async (request, reply) => {
      const source = route.rows(request)
      const rows: Row[] = []
      if (Symbol.asyncIterator in source) for await (const row of source) rows.push(row)
      else rows.push(...(await source))
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${route.fileName}"`)
        .send(toCsv(route.columns, rows))
    },
  )
}
