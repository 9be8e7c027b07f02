import { sql } from 'kysely'
import type { Db } from './database.ts'
import { inTransaction } from './database.ts'
import type { ModuleDefinition } from './event-sourcing/module.ts'
import { composeModules } from './event-sourcing/module.ts'
import { rebuildProjections } from './event-store/rebuild.ts'
import { type SeedEvent, type SeedStream, writeSeedStreams } from './event-store/seed-writer.ts'

// One seeded record: its stream's events, oldest first (versions are counted here).
export type SeedRecord = { id: number; events: { type: string; data: unknown; at: string }[] }

// One stream type's seeded records.
export type SeedStreams = { streamType: string; records: readonly SeedRecord[] }

// seed:scale's way for an event-sourced module: the records' streams written in batches, then the module's projection rebuilt from all its events, so the read
// tables are what the product itself would have built (scripts/seed-scale.test.ts compares).
export async function seedRecordStreams(
  db: Db,
  module: Pick<ModuleDefinition, 'name' | 'events' | 'projections'>,
  projection: string,
  streamType: string,
  records: readonly SeedRecord[],
): Promise<void> {
  await seedStreamsOfTypes(db, module, projection, [{ streamType, records }])
}

// The same for records of several stream types that one projection reads (a reading and its
// photos), with one rebuild after all of them; each type's events are written after the type before.
export async function seedStreamsOfTypes(
  db: Db,
  module: Pick<ModuleDefinition, 'name' | 'events' | 'projections'>,
  projection: string,
  types: readonly SeedStreams[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const { streamType, records } of types) {
      const streams: SeedStream[] = []
      const events: SeedEvent[] = []
      for (const record of records) {
        const stream_id = String(record.id)
        record.events.forEach((event, index) => {
          events.push({
            stream_id,
            version: index + 1,
            type: event.type,
            data: event.data,
            created_at: event.at,
          })
        })
        streams.push({ stream_id, version: record.events.length })
      }
      events.sort((a, b) => a.created_at.localeCompare(b.created_at))
      await writeSeedStreams(trx, streamType, streams, events)
    }
  })
  await rebuildProjections(db, composeModules([module]), projection)
}

// `n` ids from a sequence, taken in one statement: real writes meanwhile (a used database) get others.
export async function takeIds(db: Db, sequence: string, n: number): Promise<number[]> {
  if (n === 0) return []
  const { rows } = await sql<{ id: number }>`select nextval(${sequence})::int as id
    from generate_series(1, ${n})`.execute(db)
  return rows.map((row) => row.id).sort((a, b) => a - b)
}
