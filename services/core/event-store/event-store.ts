import { sql, type Transaction } from 'kysely'
import type { Db } from '../database.ts'
import { ConflictError } from '../errors.ts'
import { assertEvent, upcastData } from '../event-sourcing/events.ts'
import type { EventKit } from '../event-sourcing/module.ts'
import type { CoreTables, EventMetadata } from '../tables.ts'
import type { NewEvent, Projection, StoredEvent } from './types.ts'

export type AppendInput = {
  streamType: string
  streamId: string
  // The version the caller last read; 0 for a stream that must not exist yet.
  expectedVersion: number
  events: NewEvent[]
  metadata: EventMetadata
}

export type AppendResult = { version: number; events: StoredEvent[] }

export type EventStore = ReturnType<typeof createEventStore>

export function toStoredEvent(row: {
  position: number
  transaction_id: string
  stream_type: string
  stream_id: string
  version: number
  type: string
  data: Record<string, unknown>
  metadata: EventMetadata
  created_at: Date
}): StoredEvent {
  return {
    position: row.position,
    transactionId: String(row.transaction_id),
    streamType: row.stream_type,
    streamId: row.stream_id,
    version: row.version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    createdAt: row.created_at,
  }
}

export function createEventStore(db: Db, kit: EventKit) {
  const { events: catalogue, projections } = kit
  const byType = new Map<string, Projection[]>()
  for (const projection of projections) {
    for (const type of projection.eventTypes) byType.set(type, [...(byType.get(type) ?? []), projection])
  }

  async function project(trx: Transaction<CoreTables>, events: StoredEvent[]): Promise<void> {
    for (const event of events) {
      for (const projection of byType.get(event.type) ?? []) await projection.apply(trx, event)
    }
  }

  // Claims the next versions of the stream: the conditional update (or the insert of a new stream)
  // locks the stream row, so two writers holding the same expected version cannot both succeed.
  async function claimVersions(trx: Transaction<CoreTables>, input: AppendInput): Promise<number> {
    const next = input.expectedVersion + input.events.length
    if (input.expectedVersion === 0) {
      const inserted = await trx
        .insertInto('streams')
        .values({ stream_type: input.streamType, stream_id: input.streamId, version: next })
        .onConflict((oc) => oc.columns(['stream_type', 'stream_id']).doNothing())
        .executeTakeFirst()
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new ConflictError()
      return next
    }
    const updated = await trx
      .updateTable('streams')
      .set({ version: next, updated_at: sql<string>`now()` })
      .where('stream_type', '=', input.streamType)
      .where('stream_id', '=', input.streamId)
      .where('version', '=', input.expectedVersion)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw new ConflictError()
    return next
  }

  async function appendIn(trx: Transaction<CoreTables>, input: AppendInput): Promise<AppendResult> {
    if (input.events.length === 0) throw new Error('append needs at least one event')
    for (const event of input.events) assertEvent(catalogue, event)
    const version = await claimVersions(trx, input)
    const rows = await trx
      .insertInto('events')
      .values(
        input.events.map((event, index) => ({
          stream_type: input.streamType,
          stream_id: input.streamId,
          version: input.expectedVersion + index + 1,
          type: event.type,
          data: JSON.stringify(event.data),
          metadata: JSON.stringify(input.metadata),
        })),
      )
      .returningAll()
      // Wakes the relay at once instead of at its next poll: delivered at commit like any notify,
      // folded into the insert so it costs no round trip of its own (one per event; the relay
      // reads no payload, and notifies of a rolled-back transaction are never delivered).
      .returning(sql<string>`pg_notify('events_appended', position::text)`.as('notified'))
      .execute()
    const stored = rows.map(toStoredEvent)
    await project(trx, stored)
    return { version, events: stored }
  }

  return {
    // Appends in its own transaction, or in the caller's when it passes one.
    append(input: AppendInput, trx?: Transaction<CoreTables>): Promise<AppendResult> {
      if (trx) return appendIn(trx, input)
      return db.transaction().execute((own) => appendIn(own, input))
    },

    // Reads through the caller's transaction when it passes one (a command run under an
    // idempotency key reads and appends in one transaction).
    async readStream(
      streamType: string,
      streamId: string,
      trx?: Transaction<CoreTables>,
    ): Promise<StoredEvent[]> {
      const rows = await (trx ?? db)
        .selectFrom('events')
        .selectAll()
        .where('stream_type', '=', streamType)
        .where('stream_id', '=', streamId)
        .orderBy('version')
        .execute()
      return rows.map((row) => {
        const event = toStoredEvent(row)
        return { ...event, data: upcastData(catalogue, event.type, event.data) }
      })
    },

    projections,
  }
}
