import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TSchema } from 'typebox'
import { type CsvColumn, toCsv } from '../core/csv.ts'
import { type PageRequest, pageRequest } from '../core/paging.ts'
import type { FilterSpec, FilterValues, ListQuery } from './filters.ts'
import { type RouteHead, registerGet } from './get-route.ts'
import { pagedBody } from './responses.ts'
import { CsvAnswer } from './schemas.ts'

type Query = Record<string, string | undefined>

// `GET /{resource}/getData`: one page of the list with its typed filters.
export function registerList<S extends FilterSpec>(
  app: FastifyInstance,
  route: RouteHead & {
    query: ListQuery<S>
    // The paged answer's item (pagedBody), or the whole answer when it carries more (a summary).
    record?: TSchema
    answer?: TSchema
    page: (filters: FilterValues<S>, page: PageRequest, request: FastifyRequest) => Promise<unknown>
  },
) {
  const answer = route.answer ?? pagedBody(route.record!)
  registerGet(app, route, { querystring: route.query.paged, response: { 200: answer } }, async (request) => {
    const query = request.query as Query
    return route.page(route.query.parse(query), pageRequest(query), request)
  })
}

// `GET /{resource}/export`: the list's rows with the list's filters, as a CSV download.
export function registerCsvExport<S extends FilterSpec, Row>(
  app: FastifyInstance,
  route: RouteHead & {
    query: ListQuery<S>
    // The download's name, or a function of the day (`pelanggan-2026-11-28.csv`).
    fileName: string | (() => string)
    columns: readonly CsvColumn<Row>[]
    // The rows at once, or streamed from the database (large lists).
    rows: (filters: FilterValues<S>, request: FastifyRequest) => Promise<readonly Row[]> | AsyncIterable<Row>
  },
) {
  registerGet(
    app,
    { accessLog: 'ekspor', ...route },
    { querystring: route.query.filters, response: { 200: CsvAnswer } },
    async (request, reply) => {
      const source = route.rows(route.query.parse(request.query as Query), request)
      const rows: Row[] = []
      if (Symbol.asyncIterator in source) for await (const row of source) rows.push(row)
      else rows.push(...(await source))
      const fileName = typeof route.fileName === 'string' ? route.fileName : route.fileName()
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(toCsv(route.columns, rows))
    },
  )
}

// CSV columns straight from a row's fields, in the order of `labels`.
export function columnsOf<Row>(labels: Record<string, string>): CsvColumn<Row>[] {
  return Object.entries(labels).map(([key, label]) => ({
    label,
    value: (row: Row) => (row as Record<string, string | number | null | undefined>)[key],
  }))
}
