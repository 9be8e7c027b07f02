import { type SelectQueryBuilder, sql } from 'kysely'
import type { DbOrTrx } from './event-store/types.ts'
import { type Paged, type PageRequest, paged } from './paging.ts'
import { countSearchRows } from './search-counts.ts'

export type NewestFirstPage<DB, TB extends keyof DB, Row, Out, DC = DB, TC extends keyof DC = keyof DC> = {
  // The table with the list's filters and no columns yet; called once for the count, once for rows.
  filtered: () => SelectQueryBuilder<DB, TB, object>
  // The page's columns; may join the table a narrow filtered one stands for (docs/adr/0019).
  columns: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DC, TC, Row>
  // Newest first by these columns, each descending; the last one must be unique (the id), so
  // pages never overlap.
  newestBy: readonly string[]
  request: PageRequest
  toRecord: (row: Row) => Out
  // The exact total without counting the rows, when the list can tell it for these filters (its
  // group counts, core/list-counts.ts); undefined counts the filtered rows.
  count?: () => Promise<number> | undefined
  // A search: its total is counted once per version of `list` (list_versions, whose triggers
  // follow the table `filtered` counts on) and reused while no write moves it (core/search-counts.ts).
  search?: { db: DbOrTrx; list: string }
}

// Kysely cannot name the selection over a generic table; the SQL says what it is.
async function countRows<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const counted = (await query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()) as {
    n: string
  }
  return Number(counted.n)
}

// One page of a list, newest first, with its total. A page in the back half is read from the
// oldest end (ascending, then reversed), so the last page costs what the first does instead of
// sorting and skipping every row before it (issue 11: paging that does not slow down on the last
// page). The count comes first because it decides the end to read from.
export async function pageNewestFirst<DB, TB extends keyof DB, Row, Out, DC, TC extends keyof DC>(
  page: NewestFirstPage<DB, TB, Row, Out, DC, TC>,
): Promise<Paged<Out>> {
  const { offset, limit } = page.request
  const totalRows =
    (await page.count?.()) ??
    (page.search
      ? await countSearchRows(page.search.db, page.search.list, page.filtered())
      : await countRows(page.filtered()))
  const fromEnd = offset > totalRows / 2
  const take = fromEnd ? Math.max(0, Math.min(limit, totalRows - offset)) : limit
  if (take === 0) return paged([], totalRows, page.request)
  let query = page.columns(page.filtered())
  for (const column of page.newestBy) query = query.orderBy(sql.ref(column), fromEnd ? 'asc' : 'desc')
  const rows = await query
    .limit(take)
    .offset(fromEnd ? totalRows - offset - take : offset)
    .execute()
  if (fromEnd) rows.reverse()
  return paged(rows.map(page.toRecord), totalRows, page.request)
}
