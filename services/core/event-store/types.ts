import type { Kysely, RawBuilder, Transaction } from 'kysely'
import type { CoreTables, EventMetadata } from '../tables.ts'

export type { EventMetadata }

// A fact as the caller states it; the store adds position, version and time.
export type NewEvent<
  Type extends string = string,
  Data extends Record<string, unknown> = Record<string, unknown>,
> = {
  type: Type
  data: Data
}

export type StoredEvent<Data extends Record<string, unknown> = Record<string, unknown>> = {
  position: number
  transactionId: string
  streamType: string
  streamId: string
  version: number
  type: string
  data: Data
  metadata: EventMetadata
  createdAt: Date
}

// An event as the store is about to write it: numbered in its stream, not yet in the log.
export type PendingEvent<Data extends Record<string, unknown> = Record<string, unknown>> = Omit<
  StoredEvent<Data>,
  'position' | 'transactionId'
>

// Runs inside the append's transaction, so a read right after a write sees it. `tables` are the
// read tables it owns: a rebuild empties exactly these (and the projection's positions) and hands
// every event to `replay`.
export type Projection = {
  name: string
  tables: string[]
  eventTypes: string[]
  // An event handed (again): applied only if the projection has not applied it or a later one.
  apply(trx: Transaction<CoreTables>, event: StoredEvent): Promise<void>
  // The events in log order onto emptied tables (a rebuild).
  replay(trx: Transaction<CoreTables>, event: StoredEvent): Promise<void>
  // The same for a batch of events at once, when the projection can (a statement projection:
  // event-sourcing/batch-replay.ts); the rebuild then hands it whole batches.
  replayBatch?(trx: Transaction<CoreTables>, events: readonly StoredEvent[]): Promise<void>
  // A statement projection's batch as one SQL text instead (event-sourcing/batch-replay.ts): the
  // rebuild runs the texts in order, each while it builds the next batch's.
  batchSql?(trx: Transaction<CoreTables>, events: readonly StoredEvent[]): Promise<string>
  // The handler alone, for an event the caller has already claimed for it (the event store's
  // append claims the stream and every executing projection's position in its one statement).
  handleClaimed(trx: Transaction<CoreTables>, event: StoredEvent): Promise<void>
  // A statement projection's writes for one event, each made conditional on `guard` (see
  // defineStatementProjection): the store runs them inside its append statement.
  statements?(event: PendingEvent, guard: RawBuilder<boolean>): RawBuilder<unknown>[]
  // The projections whose tables this one's replay reads (a BEFORE trigger, a `rebuild.after`
  // hook): a rebuild of several at once in lanes (event-store/rebuild-lanes.ts) replays this one
  // only after those have committed, never beside them (their emptied tables would hold it up).
  reads?: string[]
  // Work a rebuild may set aside and do once at the end, in its transaction: `before` runs after
  // the tables are emptied, `after` after the last event (e.g. triggers that keep a derived table
  // per write, disabled during the replay, and that table filled in one statement afterwards).
  rebuild?: RebuildHooks
}

// What a rebuild replayed: the projections and the number of events.
export type RebuildResult = { projections: string[]; replayed: number }

export type RebuildHooks = {
  before(trx: Transaction<CoreTables>): Promise<void>
  after(trx: Transaction<CoreTables>): Promise<void>
}

export type DbOrTrx = Kysely<CoreTables> | Transaction<CoreTables>
