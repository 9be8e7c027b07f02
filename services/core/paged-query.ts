import { type SelectQueryBuilder, sql } from 'kysely'
import { type Paged, type PageRequest, paged } from './paging.ts'

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
}

// One page of a list, newest first, with its total. A page in the back half is read from the
// oldest end (ascending, then reversed), so the last page costs what the first does instead of
// sorting and skipping every row before it (issue 11: paging that does not slow down on the last
// page). The count comes first because it decides the end to read from.
export async function pageNewestFirst<DB, TB extends keyof DB, Row, Out, DC, TC extends keyof DC>(
  page: NewestFirstPage<DB, TB, Row, Out, DC, TC>,
): Promise<Paged<Out>> {
  const { offset, limit } = page.request
  // Kysely cannot name the selection over a generic table; the SQL says what it is.
  const counted = (await page.filtered().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()) as {
    n: string
  }
  const totalRows = Number(counted.n)
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
