import { type RawBuilder, sql, type Transaction } from 'kysely'
import type { PendingEvent, Projection, RebuildHooks, StoredEvent } from '../event-store/types.ts'
import type { CoreTables } from '../tables.ts'
import { batchSql } from './batch-replay.ts'
import type { EventDefinition, EventOf } from './events.ts'
import { builder, type Guard, guarded, type ProjectionStatement } from './statements.ts'

export { rowInsert } from './statements.ts'
export type { ProjectionStatement }

type Handlers<Defs extends readonly EventDefinition[]> = {
  [D in Defs[number] as D['type']]: (
    trx: Transaction<CoreTables>,
    event: StoredEvent<EventOf<D>['data']>,
  ) => Promise<void>
}

// A handler that states its writes instead of running them: the event store puts them into the
// append's one statement (docs/adr/0016). It gets the event before the store has numbered it (no
// position or transaction id) and a builder that only builds (executing with it throws).
type StatementHandlers<Defs extends readonly EventDefinition[]> = {
  [D in Defs[number] as D['type']]: (
    query: typeof builder,
    event: PendingEvent<EventOf<D>['data']>,
  ) => ProjectionStatement | ProjectionStatement[]
}

// Records that `projection` has applied the stream up to `version`; false when it already had
// that version or a later one, in which case the event must change nothing.
async function claim(trx: Transaction<CoreTables>, projection: string, event: StoredEvent): Promise<boolean> {
  const claimed = await sql<{ version: number }>`
    insert into projection_positions (projection, stream_type, stream_id, version)
    values (${projection}, ${event.streamType}, ${event.streamId}, ${event.version})
    on conflict (projection, stream_type, stream_id) do update set version = excluded.version
      where projection_positions.version < excluded.version
    returning version`.execute(trx)
  return claimed.rows.length === 1
}

type Definition<Defs extends readonly EventDefinition[]> = {
  name: string
  tables: string[]
  events: Defs
  // See Projection.reads.
  reads?: string[]
  rebuild?: RebuildHooks
}

// A handler projection's own replay of a batch in a rebuild, when it can write a batch at once (an
// insert-only projection: one multi-row insert); else each event goes through its handler.
type BatchReplay<Defs extends readonly EventDefinition[]> = (
  trx: Transaction<CoreTables>,
  events: readonly StoredEvent<EventOf<Defs[number]>['data']>[],
) => Promise<void>

// A projection with one typed handler per event it reads. It remembers, per stream, the last
// version it applied (in `projection_positions`, in the same transaction as its tables), so an
// event handed to it twice, or an older event after a newer one, changes nothing.
export function defineProjection<const Defs extends readonly EventDefinition[]>(
  definition: Definition<Defs> & {
    handlers: NoInfer<Handlers<Defs>>
    replayBatch?: NoInfer<BatchReplay<Defs>>
  },
): Projection {
  const handlers = definition.handlers as Record<
    string,
    (trx: Transaction<CoreTables>, e: StoredEvent) => Promise<void>
  >
  async function apply(trx: Transaction<CoreTables>, event: StoredEvent) {
    const handler = handlers[event.type]
    if (handler === undefined) return
    if (!(await claim(trx, definition.name, event))) return
    await handler(trx, event)
  }
  const eventTypes = definition.events.map((event) => event.type)
  const handle = async (trx: Transaction<CoreTables>, event: StoredEvent) => {
    await handlers[event.type]?.(trx, event)
  }
  return {
    name: definition.name,
    tables: definition.tables,
    ...(definition.reads ? { reads: definition.reads } : {}),
    eventTypes,
    apply,
    // A rebuild replays each stream's events once, in order, onto emptied tables and positions: no
    // claim can refuse one, so none is made per event (it was half the statements of contracts'
    // seed:scale step); the positions are written at the end, one per stream, as the claims would
    // have left them (the version of its last event this projection reads).
    replay: handle,
    ...(definition.replayBatch
      ? { replayBatch: definition.replayBatch as NonNullable<Projection['replayBatch']> }
      : {}),
    rebuild: {
      async before(trx) {
        await definition.rebuild?.before(trx)
      },
      async after(trx) {
        await sql`insert into projection_positions (projection, stream_type, stream_id, version)
          select ${definition.name}, stream_type, stream_id, max(version) from events
          where type in (${sql.join(eventTypes)})
          group by stream_type, stream_id`.execute(trx)
        await definition.rebuild?.after(trx)
      },
    },
    handleClaimed: handle,
  }
}

// The same, with handlers that answer their statements (the preferred form: the append of one
// event becomes one statement). It keeps no position: the store runs its writes only in the
// statement or transaction that claims the event's stream version, so it has applied exactly the
// stream's committed events, and an event handed again (`apply`) changes nothing (docs/adr/0016).
// `replay` (rebuilds) and `handleClaimed` (appends of several events) run the statements one by
// one, unguarded; `statements` hands them to the store guarded by the stream's claim.
export function defineStatementProjection<const Defs extends readonly EventDefinition[]>(
  definition: Definition<Defs> & {
    statements: NoInfer<StatementHandlers<Defs>>
    // The event types whose statement writes a row another stream's event made (batch-replay.ts).
    otherStreams?: readonly Defs[number]['type'][]
  },
): Projection {
  const otherStreams = new Set<string>(definition.otherStreams ?? [])
  const handlers = definition.statements as Record<
    string,
    (query: typeof builder, e: PendingEvent) => ProjectionStatement | ProjectionStatement[]
  >
  const build = (event: PendingEvent, guard: Guard): RawBuilder<unknown>[] => {
    const handler = handlers[event.type]
    if (handler === undefined) return []
    return [handler(builder, event)].flat().map((statement) => guarded(statement, guard))
  }
  const run = async (trx: Transaction<CoreTables>, event: StoredEvent) => {
    for (const statement of build(event, undefined)) await statement.execute(trx)
  }
  return {
    name: definition.name,
    tables: definition.tables,
    ...(definition.reads ? { reads: definition.reads } : {}),
    eventTypes: definition.events.map((event) => event.type),
    async apply() {},
    replay: run,
    batchSql: (trx, events) => batchSql(trx, handlers, events, otherStreams),
    ...(definition.rebuild ? { rebuild: definition.rebuild } : {}),
    handleClaimed: run,
    statements: build,
  }
}
