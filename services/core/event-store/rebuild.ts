import { sql, type Transaction } from 'kysely'
import type { Db } from '../database.ts'
import { upcastData } from '../event-sourcing/events.ts'
import type { EventKit } from '../event-sourcing/module.ts'
import { withGinBulkLoad } from '../gin-bulk-load.ts'
import type { CoreTables } from '../tables.ts'
import { toStoredEvent } from './event-store.ts'
import type { Projection } from './types.ts'

const BATCH = 500

export type RebuildResult = { projections: string[]; replayed: number }

// Empties the chosen projections' tables and their recorded positions, then replays their events
// in order, in one transaction, so readers see either the old tables or the rebuilt ones. No
// cascade: a table outside the projections that points at one must make the rebuild fail loudly,
// not be emptied with it. `only` names one projection; without it every projection is rebuilt. A
// projection's `rebuild` hooks run around the replay, in the same transaction.
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
    // The search tables' trigram indexes load through their pending list (core/gin-bulk-load.ts).
    return withGinBulkLoad(
      trx,
      projections.flatMap((projection) => projection.tables),
      async () => {
        for (const projection of projections) await projection.rebuild?.before(trx)
        const replayed = await replay(trx, kit, projections, 0)
        for (const projection of projections) await projection.rebuild?.after(trx)
        return { projections: names, replayed }
      },
    )
  })
}

// Replays, onto one projection's tables as they are, the events after `position`: what a rebuild
// would add for events appended after everything it had already replayed (a seed that writes new
// streams past the store, seed:scale's Website prospects), without replaying the rest again.
export async function catchUpProjection(
  db: Db,
  kit: EventKit,
  name: string,
  position: number,
): Promise<number> {
  const projection = kit.projections.find((p) => p.name === name)
  if (projection === undefined) throw new Error(`unknown projection ${name}`)
  // The live path (apply), not a rebuild's replay: the tables and positions are kept, and the
  // projection records its positions for these streams as it would for new appends. A statement
  // projection keeps no positions and its `apply` is a no-op (docs/adr/0016): its replay is the write.
  const how = projection.statements ? 'replay' : 'apply'
  return db.transaction().execute((trx) => replay(trx, kit, [projection], position, how))
}

// The events the projections read, after `after`, in log order, in batches.
async function replay(
  trx: Transaction<CoreTables>,
  kit: EventKit,
  projections: Projection[],
  after: number,
  how: 'replay' | 'apply' = 'replay',
): Promise<number> {
  const eventTypes = [...new Set(projections.flatMap((projection) => projection.eventTypes))]
  let replayed = 0
  if (eventTypes.length === 0) return replayed
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
      const stored = toStoredEvent(row)
      const event = { ...stored, data: upcastData(kit.events, stored.type, stored.data) }
      for (const projection of projections) {
        if (projection.eventTypes.includes(event.type)) await projection[how](trx, event)
      }
      replayed += 1
    }
    after = rows.at(-1)!.position
  }
}
