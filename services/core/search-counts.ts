import { type SelectQueryBuilder, sql } from 'kysely'
import type { DbOrTrx } from './event-store/types.ts'

// A search's exact total, counted once per version of its list (docs/adr/0039, migration
// 2026-11-30T1000-search-count-versions). Counting a search's matches rechecks every one of them
// (a trigram index cannot say a row holds the text without reading it): 4–10 ms of PostgreSQL for
// a term in a tenth of 100 000 customers. The same search asked again (the next page, the list
// shown again after a dialog) while no write touched the list's rows reads one row instead.
//
// Exact, not an estimate: the total and the version's token are read in one statement (one
// snapshot); a later call reuses the total only when the token it reads then is the same, and
// every write statement to the counted table moves the version in its own transaction. The token
// is the row's xmin with the version and today's date in Jakarta (a contract's `berakhir` moves
// at midnight without a write), so a number reused after a rolled-back write never matches.

// Remembered totals per database handle, newest use last; bounded so a long run of distinct
// searches cannot grow the API's memory.
const MAX_REMEMBERED = 500
const remembered = new WeakMap<object, Map<string, { token: string; n: number }>>()

const token = (list: string) => sql<string | null>`(select v.xmin::text || '/' || v.version || '/' ||
  ((now() at time zone 'Asia/Jakarta')::date)::text from list_versions v where v.list = ${list})`

// The number of rows `query` (a list's filtered rows, no columns yet) selects. `list` names the
// list_versions row whose triggers follow every table the query counts on.
export async function countSearchRows<DB, TB extends keyof DB>(
  db: DbOrTrx,
  list: string,
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const counting = query.select(sql<string>`count(*)`.as('n'))
  const compiled = counting.compile()
  const key = `${list}\n${compiled.sql}\n${JSON.stringify(compiled.parameters)}`
  let totals = remembered.get(db)
  if (totals === undefined) {
    totals = new Map()
    remembered.set(db, totals)
  }
  const known = totals.get(key)
  if (known !== undefined) {
    const now = await sql<{ token: string | null }>`select ${token(list)} as token`.execute(db)
    if (now.rows[0]?.token === known.token) {
      totals.delete(key)
      totals.set(key, known)
      return known.n
    }
  }
  const counted = await sql<{ token: string | null; n: string }>`select ${token(list)} as token,
    (${counting}) as n`.execute(db)
  const row = counted.rows[0]!
  const n = Number(row.n)
  totals.delete(key)
  // No version row (a list without the migration's triggers): counted every time.
  if (row.token !== null) totals.set(key, { token: row.token, n })
  if (totals.size > MAX_REMEMBERED) totals.delete(totals.keys().next().value!)
  return n
}
