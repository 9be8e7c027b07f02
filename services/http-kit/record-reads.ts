import type { FastifyContextConfig, FastifyInstance } from 'fastify'
import type { TSchema } from 'typebox'
import type { FilterSpec, ListQuery } from './filters.ts'
import { registerCsvExport, registerList } from './list-routes.ts'
import { registerHistory, registerVersionedRead } from './record-routes.ts'

type Shared = 'path' | 'config' | 'tags' | 'query'
type ListRoute<S extends FilterSpec> = Parameters<typeof registerList<S>>[1]
type CsvRoute<S extends FilterSpec, Row> = Parameters<typeof registerCsvExport<S, Row>>[1]
type ReadRoute = Parameters<typeof registerVersionedRead>[1]
type HistoryRoute = Parameters<typeof registerHistory>[1]

// The four reads every back-office record list has under `/<wire>`, in this order: the page
// (`getData`), the CSV export with the same filters (`export`), one record with its version
// (`getData/:id`) and its history (`history/:id`). All read with `read:<wire>:any`; a module whose
// customers read their own records (ADR 53) passes `owned`, which opens the page and the record to
// them. Each module states only its texts, its record and its calls.
export function registerRecordReads<S extends FilterSpec, Row>(
  app: FastifyInstance,
  reads: {
    wire: string
    tags: string[]
    query: ListQuery<S>
    record: TSchema
    owned?: { list: FastifyContextConfig; one: FastifyContextConfig }
    list: Omit<ListRoute<S>, Shared | 'record'>
    csv: Omit<CsvRoute<S, Row>, Shared>
    read: Omit<ReadRoute, 'path' | 'config' | 'tags' | 'record'>
    history: Omit<HistoryRoute, 'path' | 'config' | 'tags'>
  },
) {
  const { wire, tags, query } = reads
  const any: FastifyContextConfig = { access: `read:${wire}:any` }
  registerList(app, {
    path: `/${wire}/getData`,
    config: reads.owned?.list ?? any,
    tags,
    query,
    ...(reads.list.answer ? {} : { record: reads.record }),
    ...reads.list,
  })
  registerCsvExport(app, { path: `/${wire}/export`, config: any, tags, query, ...reads.csv })
  registerVersionedRead(app, {
    path: `/${wire}/getData/:id`,
    config: reads.owned?.one ?? any,
    tags,
    record: reads.record,
    ...reads.read,
  })
  registerHistory(app, { path: `/${wire}/history/:id`, config: any, tags, ...reads.history })
}
