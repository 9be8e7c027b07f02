import { sql, type Transaction } from 'kysely'
import { inBatches } from '../scale-data.ts'
import type { CoreTables, EventMetadata } from '../tables.ts'
import type { DbOrTrx } from './types.ts'

// `npm run seed:scale` writes years of history at once: the streams and their events in batches
// (each batch one statement, under PostgreSQL's parameter limit) with the events' own past times,
// which the store's append cannot do (it stamps now()). The module rebuilds its projections from
// these events afterwards, so the read tables are what the product itself would have built.

export type SeedEvent = {
  stream_id: string
  version: number
  type: string
  data: unknown
  // ISO time of the fact.
  created_at: string
}

export type SeedStream = { stream_id: string; version: number }

export const SEED_METADATA: EventMetadata = {
  userId: null,
  role: 'admin',
  requestId: 'seed-scale',
  seeded: true,
}

// Every event this writer stores is marked seeded, whatever metadata the step passes: the worker's
// relay reads past seeded events without handing them to any reaction, and the contact email checks
// the mark again. So seed:scale needs no jump of a checkpoint, which used to pass the
// real events that arrived before or during the seed too (requests answered 201, never emailed).
export const isSeeded = (metadata: EventMetadata): boolean => metadata.seeded === true

// Whether the event at `position` was written by seed:scale (false for an unknown position).
export async function wasSeeded(db: DbOrTrx, position: number): Promise<boolean> {
  const { rows } = await sql<{ seeded: boolean }>`
    select metadata @> '{"seeded": true}' as seeded from events where position = ${position}`.execute(db)
  return rows[0]?.seeded === true
}

export async function writeSeedStreams(
  trx: Transaction<CoreTables>,
  streamType: string,
  streams: readonly SeedStream[],
  events: readonly SeedEvent[],
  metadata: EventMetadata = SEED_METADATA,
): Promise<void> {
  await inBatches(streams, async (batch) => {
    await trx
      .insertInto('streams')
      .values(batch.map((stream) => ({ stream_type: streamType, ...stream })))
      .execute()
  })
  const metadataJson = JSON.stringify({ ...metadata, seeded: true })
  await inBatches(events, async (batch) => {
    await sql`insert into events (stream_type, stream_id, version, type, data, metadata, created_at)
      select ${streamType}, e.stream_id, e.version, e.type, e.data, ${metadataJson}::jsonb, e.created_at::timestamptz
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as e(stream_id text, version int, type text, data jsonb, created_at text)`.execute(trx)
  })
}

// Read rows a seed writes in bulk, 5 000 a statement: what the projection's statements would make
// of the seeded events (replaying them one statement each took most of a step's time).
export async function writeSeedRows(trx: DbOrTrx, table: string, rows: readonly Record<string, unknown>[]) {
  for (let at = 0; at < rows.length; at += 5_000)
    await sql`insert into ${sql.table(table)}
      select * from jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows.slice(at, at + 5_000))}::jsonb)`.execute(
      trx,
    )
}
