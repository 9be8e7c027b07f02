import type { Db } from '@ttsg/services/core/database.ts'
import { type ReadCheckpoint, START_CHECKPOINT } from '@ttsg/services/core/event-store/committed-reader.ts'
import { sql } from 'kysely'

export async function readCheckpoint(db: Db, name: string): Promise<ReadCheckpoint> {
  const row = await db
    .selectFrom('relay_checkpoints')
    .select([sql<string>`transaction_id::text`.as('transactionId'), 'position'])
    .where('name', '=', name)
    .executeTakeFirst()
  return row ? { transactionId: row.transactionId, position: Number(row.position) } : START_CHECKPOINT
}

// Only ever moves forward: a relay that lost its lock and finishes a late batch cannot pull the
// checkpoint back behind what its successor already handed over.
export async function saveCheckpoint(db: Db, name: string, checkpoint: ReadCheckpoint): Promise<void> {
  await sql`
    insert into relay_checkpoints (name, transaction_id, position)
    values (${name}, ${checkpoint.transactionId}::xid8, ${checkpoint.position})
    on conflict (name) do update
      set transaction_id = excluded.transaction_id, position = excluded.position, updated_at = now()
      where (relay_checkpoints.transaction_id, relay_checkpoints.position)
        < (excluded.transaction_id, excluded.position)
  `.execute(db)
}

// Events of the given types that the relay has not handed over yet (committed or not). Seeded ones
// are left out: the relay never hands them over, only reads past them (relay.ts).
export async function relayLag(db: Db, name: string, eventTypes: string[]): Promise<number> {
  if (eventTypes.length === 0) return 0
  const checkpoint = await readCheckpoint(db, name)
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('lag'))
    .where(
      sql<boolean>`(transaction_id, position) > (${checkpoint.transactionId}::xid8, ${checkpoint.position}::bigint)`,
    )
    .where('type', 'in', eventTypes)
    .where(sql<boolean>`not (metadata @> '{"seeded": true}')`)
    .executeTakeFirstOrThrow()
  return Number(row.lag)
}
