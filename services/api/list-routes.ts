import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { type TSchema, Type } from 'typebox'
import type { Db } from '../core/database.ts'
import { enumFilter, searchText } from '../core/lists.ts'
import type { Paged, PageRequest } from '../core/paging.ts'
import { pageRequest } from '../core/paging.ts'
import type { Permission } from '../core/permissions.ts'
import { ListQueryFields } from './list-schema.ts'
import { registerCsvExport } from './record-routes.ts'
import { pagedBody } from './responses.ts'

type EnumFilter = { options: readonly string[]; label: string; description: string }

// `search` (search_query, checked) and each enum filter of the list, absent when not asked.
export type ListFilters<K extends string> = { search: string } & { [F in K]?: string | undefined }

export type ListRoutes<Row, K extends string> = {
  // `/api/{entity}/getData` and `/api/{entity}/export`.
  entity: string
  access: Permission
  summaries: { list: string; export: string }
  record: TSchema
  filters: Record<K, EnumFilter>
  page: (db: Db, request: PageRequest, filters: ListFilters<K>) => Promise<Paged<Row>>
  exportRows: (db: Db, filters: ListFilters<K>) => Promise<Row[]>
  // CSV header per field, in column order.
  labels: Record<string, string>
  fileName: string
}

// The paged list and its CSV export with the same filters: the pair every back-office list has.
// A filter value outside its options is a 400 with "{label} tidak valid", never an empty list.
export function registerListRoutes<Row, K extends string>(
  instance: FastifyInstance,
  deps: { db: Db },
  list: ListRoutes<Row, K>,
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const filterFields = Object.fromEntries(
    Object.entries<EnumFilter>(list.filters).map(([field, filter]) => [
      field,
      Type.Optional(Type.String({ maxLength: 20, description: filter.description })),
    ]),
  )
  const querystring = Type.Object({ ...ListQueryFields, ...filterFields })
  const filtersOf = (query: Record<string, string | undefined>): ListFilters<K> => {
    const filters: Record<string, string | undefined> = { search: searchText(query.search_query) }
    for (const [field, filter] of Object.entries<EnumFilter>(list.filters)) {
      filters[field] = enumFilter(query[field], filter.options, filter.label)
    }
    return filters as ListFilters<K>
  }
  const columns = Object.entries(list.labels).map(([key, label]) => ({
    label,
    value: (row: Row) => (row as Record<string, string | number | null | undefined>)[key],
  }))
  const tags = [list.entity]

  app.get(
    `/${list.entity}/getData`,
    {
      config: { access: list.access },
      schema: { tags, summary: list.summaries.list, querystring, response: { 200: pagedBody(list.record) } },
    },
    async (request) => {
      const query = request.query as Record<string, string | undefined>
      return list.page(deps.db, pageRequest(query), filtersOf(query))
    },
  )

  registerCsvExport(app, {
    path: `/${list.entity}/export`,
    config: { access: list.access },
    tags,
    summary: list.summaries.export,
    querystring,
    fileName: list.fileName,
    columns,
    rows: (request) =>
      list.exportRows(deps.db, filtersOf(request.query as Record<string, string | undefined>)),
  })
}
