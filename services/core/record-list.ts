import { type SelectQueryBuilder, sql } from 'kysely'
import type { DbOrTrx } from './event-store/types.ts'
import { countListRows } from './list-counts.ts'
import { pageNewestFirst } from './paged-query.ts'
import { likeContains, type Paged, type PageRequest } from './paging.ts'

// The list and CSV reads of a customer's dated records (certificates, reports): a read table with
// its search text, a date whose year filters the list, and the customer it belongs to (the
// customer's own list). Each module keeps its columns and its record; this is the part they
// shared by copying.
export type RecordListFilters = {
  search_query?: string | undefined
  tahun?: number | undefined
  idpelanggan?: number | undefined
}

export function recordList<DB, TB extends keyof DB, Row, Out, DC, TC extends keyof DC>(table: {
  // The group counts and search versions' name of the list (core/list-counts.ts, search-counts.ts).
  list: string
  from: (db: DbOrTrx) => SelectQueryBuilder<DB, TB, object>
  // The table's alias in `from`, its id column (newest first), and the date the year filters.
  alias: string
  id: string
  date: string
  columns: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DC, TC, Row>
  // How a row reads, made once per call (a record may depend on today's date).
  record: () => (row: Row) => Out
}) {
  const column = (name: string) => sql.ref(`${table.alias}.${name}`)
  const filtered = (db: DbOrTrx, filters: RecordListFilters) => {
    let result = table.from(db)
    if (filters.search_query)
      result = result.where(column('search_text'), 'like', likeContains(filters.search_query))
    if (filters.tahun !== undefined) {
      result = result
        .where(column(table.date), '>=', `${filters.tahun}-01-01`)
        .where(column(table.date), '<=', `${filters.tahun}-12-31`)
    }
    if (filters.idpelanggan !== undefined)
      result = result.where(column('idpelanggan'), '=', filters.idpelanggan)
    return result
  }
  return {
    filtered,
    // Newest first; the total of a list without a search or a customer comes from its counts per
    // year (list_counts), else it is counted on the matching rows.
    page(db: DbOrTrx, filters: RecordListFilters, request: PageRequest): Promise<Paged<Out>> {
      return pageNewestFirst({
        filtered: () => filtered(db, filters),
        columns: table.columns,
        newestBy: [`${table.alias}.${table.id}`],
        request,
        toRecord: table.record(),
        count: () =>
          filters.search_query || filters.idpelanggan !== undefined
            ? undefined
            : countListRows(db, table.list, filters.tahun === undefined ? {} : { tahun: filters.tahun }),
        // A search's total is counted once per version of the table (core/search-counts.ts).
        ...(filters.search_query ? { search: { db, list: table.list } } : {}),
      })
    },
    // Every matching record for the CSV export, newest first, in batches so memory stays flat.
    async *all(db: DbOrTrx, filters: RecordListFilters, batch = 1000): AsyncGenerator<Out> {
      const toRecord = table.record()
      let after: number | null = null
      for (;;) {
        let query = table.columns(filtered(db, filters))
        if (after !== null) query = query.where(column(table.id), '<', after)
        const rows = await query.orderBy(column(table.id), 'desc').limit(batch).execute()
        for (const row of rows) yield toRecord(row as Row)
        if (rows.length < batch) return
        after = (rows.at(-1) as Record<string, number>)[table.id] as number
      }
    },
  }
}
