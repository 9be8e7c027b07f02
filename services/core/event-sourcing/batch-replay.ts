import { sql, type Transaction } from 'kysely'
import type { PendingEvent, StoredEvent } from '../event-store/types.ts'
import type { CoreTables } from '../tables.ts'
import { insertRowsSql, type KeyedUpdate, keyedUpdate, updateFromValues } from './batch-updates.ts'
import { builder, type ProjectionStatement, type RowInsert, statementSql } from './statements.ts'

// A rebuild's replay of a statement projection, a batch of events at a time (issue 28: a rebuild
// replayed 4 500 events/s, one round trip per statement). The batch's statements become one text
// sent in one round trip and run in order by PostgreSQL; the one-row inserts of many streams
// become one multi-row insert (and its triggers fire once per batch, not once per row).
//
// Order: a statement projection's handler writes only its own stream's row (but for the types it
// names in `otherStreams`), so events of different streams commute, and only each stream's own
// order matters. The batch runs in steps:
// the first event of every stream in the batch, then the second, and so on; within a step the
// inserts into one table with the same columns are one statement.

type Handlers = Record<
  string,
  (query: typeof builder, event: PendingEvent) => ProjectionStatement | ProjectionStatement[]
>

const isInsert = (statement: ProjectionStatement): statement is RowInsert =>
  (statement as RowInsert).kind === 'row insert'

// The batch as one SQL text (empty when it writes nothing); the rebuild runs it after the texts of
// the batches and projections before it, while it builds the next one (event-store/rebuild.ts).
// `otherStreams`: the event types whose statement writes a row another stream's event made (a
// reading's photos, in their own stream, on the reading's row): each runs in a step of its own
// after every event before it in the batch, and the events after it in later steps (in the first
// step, a photo's update ran before the insert of its reading and wrote nothing).
export async function batchSql(
  trx: Transaction<CoreTables>,
  handlers: Handlers,
  events: readonly StoredEvent[],
  otherStreams: ReadonlySet<string> = new Set(),
): Promise<string> {
  const steps: StoredEvent[][] = []
  const seen = new Map<string, number>()
  let floor = 0
  for (const event of events) {
    const stream = `${event.streamType}/${event.streamId}`
    let step = Math.max(seen.get(stream) ?? 0, floor)
    if (otherStreams.has(event.type)) {
      step = Math.max(step, steps.length)
      floor = step + 1
    }
    seen.set(stream, step + 1)
    const bucket = steps[step] ?? []
    steps[step] = bucket
    bucket.push(event)
  }
  const texts: string[] = []
  for (const step of steps) {
    const inserts = new Map<string, RowInsert[]>()
    const updates = new Map<string, KeyedUpdate[]>()
    for (const event of step) {
      const handler = handlers[event.type]
      if (handler === undefined) continue
      const statements = [handler(builder, event)].flat()
      for (const statement of statements) {
        // An event of several statements keeps their order: none of them is grouped.
        if (isInsert(statement) && statements.length === 1) {
          const key = `${statement.table}(${Object.keys(statement.row).join(',')})`
          const group = inserts.get(key) ?? []
          group.push(statement)
          inserts.set(key, group)
          continue
        }
        const keyed = statements.length === 1 && !isInsert(statement) ? keyedUpdate(statement) : undefined
        if (keyed) {
          const key = `${keyed.table}.${keyed.key}(${Object.keys(keyed.set).join(',')})`
          const group = updates.get(key) ?? []
          group.push(keyed)
          updates.set(key, group)
        } else
          texts.push(
            isInsert(statement) ? await multiRowInsert(trx, [statement]) : statementSql(sql`${statement}`),
          )
      }
    }
    for (const group of inserts.values()) texts.push(await multiRowInsert(trx, group))
    for (const group of updates.values()) texts.push(await updateFromValues(trx, group))
  }
  return texts.join(';\n')
}

// Written out directly (the batch's bulk: compiling it through the query builder cost more than
// PostgreSQL took to run it); the rows travel as one JSON literal (batch-updates.ts).
function multiRowInsert(trx: Transaction<CoreTables>, rows: readonly RowInsert[]): Promise<string> {
  return insertRowsSql(
    trx,
    rows[0]!.table,
    rows.map((insert) => insert.row),
  )
}
