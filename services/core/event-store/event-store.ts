import { sql, type Transaction } from 'kysely'
import type { Db } from '../database.ts'
import { ConflictError } from '../errors.ts'
import type { EventKit } from '../event-sourcing/event-kit.ts'
import { assertEvent, upcastData } from '../event-sourcing/events.ts'
import { createStateCache } from '../event-sourcing/state-cache.ts'
import { PREPARED } from '../prepared.ts'
import type { CoreTables, EventMetadata } from '../tables.ts'
import type { DbOrTrx, NewEvent, PendingEvent, Projection, StoredEvent } from './types.ts'

export type AppendInput = {
  streamType: string
  streamId: string
  // The version the caller last read; 0 for a stream that must not exist yet.
  expectedVersion: number
  events: NewEvent[]
  metadata: EventMetadata
  // The stream row's identity (`token` of the append that made expectedVersion) when the caller
  // decided on remembered state instead of reading the stream: the claim then also requires the
  // row to be that very row version, not only to carry that number (docs/adr/0016).
  expectedToken?: string
}

// `token`: the stream row's xmin after this append (see expectedToken).
export type AppendResult = { version: number; events: StoredEvent[]; token: string }

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

  // The executing projections reading these events, each with the stream version it will have
  // applied. Statement projections keep no position: they always commit with their stream's claim,
  // so the stream's version is theirs (docs/adr/0016).
  function positionsFor(input: AppendInput): Map<string, number> {
    const positions = new Map<string, number>()
    input.events.forEach((event, index) => {
      for (const projection of byType.get(event.type) ?? [])
        if (projection.statements === undefined)
          positions.set(projection.name, input.expectedVersion + index + 1)
    })
    return positions
  }

  // Whether the append can be one statement: one event (two events in one statement could not
  // see each other's writes to the same read row) read only by statement projections.
  function composable(input: AppendInput): boolean {
    return (
      input.events.length === 1 &&
      (byType.get(input.events[0]!.type) ?? []).every((projection) => projection.statements !== undefined)
    )
  }

  // Claims the next versions of the stream and inserts the events in one statement (one round
  // trip): the conditional update (or the insert of a new stream) locks the stream row, so two
  // writers holding the same expected version cannot both succeed; the events are inserted only
  // when the claim returned its row, so a lost claim inserts nothing and answers 409. The relay's
  // notification rides on the same statement (delivered at commit, never for a rollback; the relay
  // reads no payload), for appends of an event a worker reaction reads (`relayed`) only. When
  // `inline` is set, the statement projections' writes ride on it too, each guarded by its
  // projection's position claim (docs/adr/0016), and no other statement is needed: run without a
  // transaction, it commits on its own, all or nothing.
  async function appendStatement(executor: DbOrTrx, input: AppendInput, inline: boolean) {
    if (input.events.length === 0) throw new Error('append needs at least one event')
    for (const event of input.events) assertEvent(catalogue, event)
    const { streamType, streamId, expectedVersion, expectedToken } = input
    const version = expectedVersion + input.events.length
    const sameRow = expectedToken === undefined ? sql`` : sql` and xmin = ${expectedToken}::text::xid`
    const claim =
      expectedVersion === 0
        ? sql`insert into streams (stream_type, stream_id, version) values (${streamType}, ${streamId}, ${version})
            on conflict (stream_type, stream_id) do nothing returning xmin::text as token`
        : sql`update streams set version = ${version}, updated_at = now()
            where stream_type = ${streamType} and stream_id = ${streamId} and version = ${expectedVersion}${sameRow}
            returning xmin::text as token`
    // The store stamps the time (not the database's now()) so an inline statement can write the
    // same time into its read row as the event carries.
    const createdAt = new Date()
    const data = input.events.map((event) => JSON.stringify(event.data))
    const metadata = JSON.stringify(input.metadata)
    const values = sql.join(
      input.events.map(
        (event, index) =>
          sql`(${expectedVersion + index + 1}::int, ${event.type}::text, ${data[index]}::jsonb)`,
      ),
    )
    // The executing projections' positions (projection_positions) are claimed in the same
    // statement, one row per projection at the last version it reads here. Per event or at once is
    // the same: the stream's versions were just claimed, so no projection can hold a position at
    // or past the first of them; a projection whose claim returns nothing (an older position kept
    // somehow ahead) applies nothing, as before. With none to claim (always so inline: only
    // statement projections read the event) the insert is left out of the statement, which then
    // neither opens nor locks projection_positions and its index.
    const positions = positionsFor(input)
    const positionsPart =
      positions.size === 0
        ? sql``
        : sql`,
      positions as (
        insert into projection_positions (projection, stream_type, stream_id, version)
        select p.name, ${streamType}, ${streamId}, p.version
        from (values ${sql.join([...positions].map(([name, at]) => sql`(${name}::text, ${at}::int)`))}) as p (name, version)
        where exists (select 1 from claim)
        on conflict (projection, stream_type, stream_id) do update set version = excluded.version
          where projection_positions.version < excluded.version
        returning projection
      )`
    const claimed =
      positions.size === 0 ? sql`` : sql`(select array_agg(projection) from positions) as claimed,`
    const writes = inline ? inlineWrites(input, createdAt) : []
    const notify = input.events.some((event) => catalogue.get(event.type)?.relayed)
      ? sql`pg_notify('events_appended', position::text)`
      : sql`null`
    // Prepared per connection (prepared.ts): one text per shape of append, so parsing and
    // planning are paid once per connection, not per command. It answers only what the database
    // gave (position, transaction id); the rest of each stored event is what was sent.
    const { rows } = await sql<{
      position: number
      transaction_id: string
      claimed?: string[] | null
      token: string | null
    }>`${sql.raw(PREPARED)}
      with claim as (${claim}),
      inserted as (
        insert into events (stream_type, stream_id, version, type, data, metadata, created_at)
        select ${streamType}, ${streamId}, v.version, v.type, v.data, ${metadata}::jsonb,
          ${createdAt.toISOString()}::timestamptz
        from (values ${values}) as v (version, type, data)
        where exists (select 1 from claim)
        order by v.version
        returning position, transaction_id
      )${positionsPart}${sql.join(
        writes.map((write, index) => sql`, ${sql.ref(`write_${index}`)} as (${write})`),
        sql``,
      )}
      select position, transaction_id, ${claimed}
        (select token from claim) as token,
        ${notify} as notified
      from inserted order by position`.execute(executor)
    if (rows.length !== input.events.length) throw new ConflictError()
    const events = rows.map(
      (row, index): StoredEvent => ({
        position: row.position,
        transactionId: String(row.transaction_id),
        streamType,
        streamId,
        version: expectedVersion + index + 1,
        type: input.events[index]!.type,
        // As the log holds it (a JSON value), not the caller's object.
        data: JSON.parse(data[index]!),
        metadata: JSON.parse(metadata),
        createdAt,
      }),
    )
    return { events, claimed: new Set(rows[0]!.claimed ?? []), token: rows[0]!.token! }
  }

  // The statement projections' writes for the append's one event, each run only if the stream's
  // claim in the same statement succeeded.
  function inlineWrites(input: AppendInput, createdAt: Date) {
    const event = input.events[0]!
    const pending: PendingEvent = {
      streamType: input.streamType,
      streamId: input.streamId,
      version: input.expectedVersion + 1,
      type: event.type,
      data: event.data,
      metadata: input.metadata,
      createdAt,
    }
    return (byType.get(event.type) ?? []).flatMap((projection) =>
      projection.statements!(pending, sql<boolean>`exists (select 1 from claim)`),
    )
  }

  async function appendIn(trx: Transaction<CoreTables>, input: AppendInput): Promise<AppendResult> {
    const { events, claimed, token } = await appendStatement(trx, input, false)
    for (const event of events) {
      for (const projection of byType.get(event.type) ?? []) {
        // A statement projection applies every event its stream's claim let in; an executing one
        // what its position claim let in.
        if (projection.statements !== undefined || claimed.has(projection.name))
          await projection.handleClaimed(trx, event)
      }
    }
    return { version: expectedVersionAfter(input), events, token }
  }

  const expectedVersionAfter = (input: AppendInput) => input.expectedVersion + input.events.length

  return {
    // Appends in the caller's transaction when it passes one; otherwise as one statement when the
    // append can be (composable), or in a transaction of its own.
    async append(input: AppendInput, trx?: Transaction<CoreTables>): Promise<AppendResult> {
      if (composable(input)) {
        const { events, token } = await appendStatement(trx ?? db, input, true)
        return { version: expectedVersionAfter(input), events, token }
      }
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
    // What handleCommand remembers of the streams it wrote (state-cache.ts).
    states: createStateCache(),
  }
}
