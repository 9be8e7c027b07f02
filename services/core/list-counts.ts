import { type RawBuilder, sql } from 'kysely'
import type { DbOrTrx } from './event-store/types.ts'

// A list's exact total from its group counts (migration 2026-11-28T1000-list-counts): the sum of
// the groups whose values match `where` (every key of `where` compared with equality). Only for
// filters the list's groups hold; anything else (a search) is counted on the rows.
export async function countListRows(
  db: DbOrTrx,
  list: string,
  where: Record<string, string | number | boolean> = {},
  // A further condition on the groups' values (`grp`), e.g. a month before this one.
  also: RawBuilder<boolean> = sql<boolean>`true`,
): Promise<number> {
  const result = await sql<{ n: string }>`select coalesce(sum(n), 0)::text as n from list_counts
    where list = ${list} and grp @> ${JSON.stringify(where)}::jsonb and ${also}`.execute(db)
  return Number(result.rows[0]?.n ?? 0)
}

// The filters of `filters` that are set, when every one of them is among `grouped`: the ones a
// list's group counts answer. Undefined when any other filter is set (count the rows instead).
export function groupedFilters(
  filters: Record<string, unknown>,
  grouped: readonly string[],
): Record<string, string | number | boolean> | undefined {
  const set = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')
  if (!set.every(([key]) => grouped.includes(key))) return undefined
  return Object.fromEntries(set) as Record<string, string | number | boolean>
}
