import { sql } from 'kysely'
import type { Db } from '../database.ts'
import { upcastData } from '../event-sourcing/events.ts'
import type { EventKit } from '../event-sourcing/module.ts'
import { toStoredEvent } from './event-store.ts'

const BATCH = 500

export type RebuildResult = { projections: string[]; replayed: number }

// Empties the chosen projections' tables and their recorded positions, then replays their events
// in order, in one transaction, so readers see either the old tables or the rebuilt ones. No
// cascade: a table outside the projections that points at one must make the rebuild fail loudly,
// not be emptied with it. `only` names one projection; without it every projection is rebuilt.
export async function rebuildProjections(db: Db, kit: EventKit, only?: string): Promise<RebuildResult> {
  const projections = only === undefined ? kit.projections : kit.projections.filter((p) => p.name === only)
  if (only !== undefined && projections.length === 0) {
    const known = kit.projections.map((p) => p.name).join(', ')
    throw new Error(`unknown projection ${only} (known: ${known})`)
  }
  const names = projections.map((projection) => projection.name)
  const tables = [...new Set(projections.flatMap((projection) => projection.tables))]
  return db.transaction().execute(async (trx) => {
    if (tables.length > 0) {
      await sql`truncate ${sql.join(tables.map((table) => sql.table(table)))} restart identity`.execute(trx)
    }
    if (names.length > 0)
      await trx.deleteFrom('projection_positions').where('projection', 'in', names).execute()
    const eventTypes = [...new Set(projections.flatMap((projection) => projection.eventTypes))]
    let replayed = 0
    if (eventTypes.length === 0) return { projections: names, replayed }
    let after = 0
    for (;;) {
      const rows = await trx
        .selectFrom('events')
        .selectAll()
        .where('position', '>', after)
        .where('type', 'in', eventTypes)
        .orderBy('position')
        .limit(BATCH)
        .execute()
      if (rows.length === 0) return { projections: names, replayed }
      for (const row of rows) {
        const stored = toStoredEvent(row)
        const event = { ...stored, data: upcastData(kit.events, stored.type, stored.data) }
        for (const projection of projections) {
          if (projection.eventTypes.includes(event.type)) await projection.replay(trx, event)
        }
        replayed += 1
      }
      after = rows.at(-1)!.position
    }
  })
}
