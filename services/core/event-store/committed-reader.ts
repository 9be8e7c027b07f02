import { sql } from 'kysely'
import { toStoredEvent } from './event-store.ts'
import type { DbOrTrx, StoredEvent } from './types.ts'

// Where a background reader has got to: the (transaction id, position) of the last event it handled.
export type ReadCheckpoint = { transactionId: string; position: number }

export const START_CHECKPOINT: ReadCheckpoint = { transactionId: '0', position: 0 }

// Positions come from a sequence when the insert runs, but transactions commit in any order, so
// reading "position > N" skips an event whose transaction commits after a later one. Instead we
// read in (transaction id, position) order and only below the oldest transaction still running:
// every event there is final, and any event written later gets a larger transaction id.
export async function readCommittedAfter(
  db: DbOrTrx,
  after: ReadCheckpoint,
  eventTypes: string[],
  limit: number,
): Promise<StoredEvent[]> {
  if (eventTypes.length === 0) return []
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where(
      sql<boolean>`(transaction_id, position) > (${after.transactionId}::xid8, ${after.position}::bigint)`,
    )
    .where(sql<boolean>`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`)
    .where('type', 'in', eventTypes)
    .orderBy('transaction_id')
    .orderBy('position')
    .limit(limit)
    .execute()
  return rows.map(toStoredEvent)
}

// The store's newest event in reading order: where a reader stands once it has read everything
// (the bench compares the relays with it when the contact load does not add up).
export async function readHead(db: DbOrTrx): Promise<ReadCheckpoint | null> {
  const row = await db
    .selectFrom('events')
    .select([sql<string>`transaction_id::text`.as('transactionId'), 'position'])
    .orderBy('transaction_id', 'desc')
    .orderBy('position', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? { transactionId: row.transactionId, position: Number(row.position) } : null
}
