import { sql } from 'kysely'
import type { Db } from '../database.ts'
import { toStoredEvent } from './event-store.ts'
import type { Projection } from './types.ts'

const BATCH = 500

// Empties every projection's tables and replays all events in order, in one transaction, so
// readers see either the old tables or the rebuilt ones. No cascade: a table outside the
// projections that points at one must make the rebuild fail loudly, not be emptied with it.
export async function rebuildProjections(db: Db, projections: Projection[]): Promise<number> {
  const tables = [...new Set(projections.flatMap((projection) => projection.tables))]
  return db.transaction().execute(async (trx) => {
    if (tables.length > 0) {
      await sql`truncate ${sql.join(tables.map((table) => sql.table(table)))} restart identity`.execute(trx)
    }
    const eventTypes = [...new Set(projections.flatMap((projection) => projection.eventTypes))]
    if (eventTypes.length === 0) return 0
    let after = 0
    let replayed = 0
    for (;;) {
      const rows = await trx
        .selectFrom('events')
        .selectAll()
        .where('position', '>', after)
        .where('type', 'in', eventTypes)
        .orderBy('position')
        .limit(BATCH)
        .execute()
      if (rows.length === 0) return replayed
      for (const row of rows) {
        const event = toStoredEvent(row)
        for (const projection of projections) {
          if (projection.eventTypes.includes(event.type)) await projection.apply(trx, event)
        }
        replayed += 1
      }
      after = rows.at(-1)!.position
    }
  })
}
