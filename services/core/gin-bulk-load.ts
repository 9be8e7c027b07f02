import { sql } from 'kysely'
import type { DbOrTrx } from './event-store/types.ts'

// The search tables' trigram indexes have fastupdate off (a search reads a GIN pending list whole,
// docs/adr/0015), so every inserted row puts its 30–60 trigrams into the index one by one. A bulk
// load (a projection rebuild, seed:scale) takes them through the pending list instead, which
// gin_clean_pending_list then merges key by key, and leaves each index as it found it: fastupdate
// off, nothing pending (docs/adr/0021). `tables` limits it to those tables' indexes (null: all).
export async function withGinBulkLoad<T>(
  db: DbOrTrx,
  tables: readonly string[] | null,
  load: () => Promise<T>,
): Promise<T> {
  const { rows } = await sql<{ name: string }>`
    select x.relname as name
    from pg_index i
    join pg_class x on x.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    join pg_am a on a.oid = x.relam
    where a.amname = 'gin' and 'fastupdate=off' = any (x.reloptions)
      and pg_catalog.pg_table_is_visible(t.oid)
      and (${tables === null} or t.relname = any (${tables ?? []}::text[]))
    order by 1`.execute(db)
  const names = rows.map((row) => row.name)
  const setFastupdate = async (on: boolean) => {
    for (const name of names) {
      if (!on) await sql`select gin_clean_pending_list(${name}::regclass)`.execute(db)
      await sql`alter index ${sql.id(name)} set (fastupdate = ${sql.raw(on ? 'on' : 'off')})`.execute(db)
    }
  }
  await setFastupdate(true)
  let loaded: T
  try {
    loaded = await load()
  } catch (error) {
    // Inside a transaction its rollback restores the indexes; outside one, put them back here.
    if (!db.isTransaction) await setFastupdate(false).catch(() => undefined)
    throw error
  }
  await setFastupdate(false)
  return loaded
}
