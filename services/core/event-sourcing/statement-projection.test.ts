import { Kysely, PostgresDialect, sql } from 'kysely'
import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConflictError, ValidationError } from '../errors.ts'
import { createEventStore } from '../event-store/event-store.ts'
import { rebuildProjections } from '../event-store/rebuild.ts'
import type { CoreTables } from '../tables.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts'
import { type Decider, handleCommand, STALE_VERSION } from './decider.ts'
import { defineEvent, type EventUnion } from './events.ts'
import { composeModules } from './module.ts'
import { defineStatementProjection, rowInsert } from './projection.ts'

// A jar of the test's own, projected by a statement projection: the append of one event is one
// statement (docs/adr/0016), and handleCommand decides on the state it remembers.
const JarOpened = defineEvent('JarOpened', Type.Object({ label: Type.String() }))
const JarFilled = defineEvent('JarFilled', Type.Object({ amount: Type.Integer({ minimum: 1 }) }))
const JarRemoved = defineEvent('JarRemoved', Type.Object({ reason: Type.String() }))
const jarEvents = [JarOpened, JarFilled, JarRemoved] as const
type JarEvent = EventUnion<typeof jarEvents>
type JarCommand = { type: 'Open'; label: string } | { type: 'Fill'; amount: number } | { type: 'Remove' }
type JarState = { open: boolean; total: number }
type JarTables = {
  test_jars: { id: string; label: string; total: number; version: number; updated_at: string }
}

const jarDecider: Decider<JarCommand, JarState, JarEvent> = {
  initialState: () => ({ open: false, total: 0 }),
  evolve: (state, event) =>
    event.type === 'JarOpened'
      ? { ...state, open: true }
      : event.type === 'JarFilled'
        ? { ...state, total: state.total + event.data.amount }
        : { ...state, open: false },
  decide(command, state) {
    if (command.type === 'Open') return [{ type: 'JarOpened', data: { label: command.label } }]
    if (!state.open) throw new ValidationError('Toples belum dibuka')
    if (command.type === 'Remove') return [{ type: 'JarRemoved', data: { reason: 'habis' } }]
    return [{ type: 'JarFilled', data: { amount: command.amount } }]
  },
}

const jars = defineStatementProjection({
  name: 'test_jars',
  tables: ['test_jars'],
  events: jarEvents,
  statements: {
    JarOpened: (_, event) =>
      rowInsert<JarTables>()('test_jars', {
        id: event.streamId,
        label: event.data.label,
        total: 0,
        version: event.version,
        updated_at: event.createdAt.toISOString(),
      }),
    JarFilled: (query, event) =>
      query
        .withTables<JarTables>()
        .updateTable('test_jars')
        .set((eb) => ({
          total: eb('total', '+', event.data.amount),
          version: event.version,
          updated_at: event.createdAt.toISOString(),
        }))
        .where('id', '=', event.streamId),
    JarRemoved: (query, event) =>
      query.withTables<JarTables>().deleteFrom('test_jars').where('id', '=', event.streamId),
  },
})

const kit = composeModules([{ name: 'jar', events: jarEvents, projections: [jars] }])
const metadata = { userId: null, role: null, requestId: null }

let database: TestDatabase
// The same pool, with every statement it sends counted.
let statements: string[] = []
let counted: Kysely<CoreTables>
beforeAll(async () => {
  database = await createTestDatabase()
  await sql`create table test_jars (id text primary key, label text not null, total int not null,
    version int not null, updated_at timestamptz not null)`.execute(database.db)
  counted = new Kysely<CoreTables>({
    dialect: new PostgresDialect({ pool: database.pool }),
    log: (event) => {
      statements.push(event.query.sql)
    },
  })
})
afterAll(() => database.drop())

const target = (streamId: string, expectedVersion?: number) => ({
  streamType: 'jar',
  streamId,
  metadata,
  ...(expectedVersion === undefined ? {} : { expectedVersion }),
})
const jar = async (id: string) =>
  (
    await sql<{
      total: number
      version: number
    }>`select total, version from test_jars where id = ${id}`.execute(database.db)
  ).rows[0]
const append = (
  store: ReturnType<typeof createEventStore>,
  id: string,
  expectedVersion: number,
  amount = 1,
) =>
  store.append({
    streamType: 'jar',
    streamId: id,
    expectedVersion,
    events: [
      expectedVersion === 0
        ? { type: 'JarOpened', data: { label: id } }
        : { type: 'JarFilled', data: { amount } },
    ],
    metadata,
  })

describe('a statement projection', () => {
  it('is written by the append itself: one statement, no transaction of its own', async () => {
    const store = createEventStore(counted, kit)
    statements = []
    await append(store, 'one', 0)
    await append(store, 'one', 1, 5)
    expect(statements).toHaveLength(2)
    expect(statements.some((text) => /^\s*(begin|commit)/i.test(text))).toBe(false)
    expect(await jar('one')).toEqual({ total: 5, version: 2 })
    const [event] = (await store.readStream('jar', 'one')).slice(-1)
    const row = await sql<{ updated_at: Date }>`select updated_at from test_jars where id = 'one'`.execute(
      database.db,
    )
    expect(row.rows[0]!.updated_at).toEqual(event!.createdAt)
  })

  it('changes nothing when the claim fails: a stale version, or a stream that already exists', async () => {
    const store = createEventStore(database.db, kit)
    await expect(append(store, 'one', 1, 7)).rejects.toBeInstanceOf(ConflictError)
    await expect(append(store, 'one', 0)).rejects.toBeInstanceOf(ConflictError)
    expect(await jar('one')).toEqual({ total: 5, version: 2 })
    expect(await store.readStream('jar', 'one')).toHaveLength(2)
  })

  it('lets exactly one of eight concurrent writers with the same version win, without deadlock', async () => {
    const store = createEventStore(database.db, kit)
    await append(store, 'race', 0)
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) => append(store, 'race', 1, n + 1)),
    )
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled')
    expect(won).toHaveLength(1)
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ConflictError)
    }
    const [, filled] = await store.readStream('jar', 'race')
    expect(await jar('race')).toEqual({ total: filled!.data.amount, version: 2 })
  })

  it('runs in the caller transaction when given one, and rolls back with it', async () => {
    const store = createEventStore(database.db, kit)
    await expect(
      database.db.transaction().execute(async (trx) => {
        await store.append(
          {
            streamType: 'jar',
            streamId: 'one',
            expectedVersion: 2,
            events: [{ type: 'JarFilled', data: { amount: 100 } }],
            metadata,
          },
          trx,
        )
        expect(
          (await sql<{ total: number }>`select total from test_jars where id = 'one'`.execute(trx)).rows,
        ).toEqual([{ total: 105 }])
        throw new Error('batal')
      }),
    ).rejects.toThrow('batal')
    expect(await jar('one')).toEqual({ total: 5, version: 2 })
  })

  it('applies several events of one append one by one, and an event handed again changes nothing', async () => {
    const store = createEventStore(database.db, kit)
    await store.append({
      streamType: 'jar',
      streamId: 'many',
      expectedVersion: 0,
      events: [
        { type: 'JarOpened', data: { label: 'many' } },
        { type: 'JarFilled', data: { amount: 2 } },
        { type: 'JarFilled', data: { amount: 3 } },
      ],
      metadata,
    })
    expect(await jar('many')).toEqual({ total: 5, version: 3 })
    const [, second] = await store.readStream('jar', 'many')
    await database.db.transaction().execute((trx) => jars.apply(trx, second!))
    expect(await jar('many')).toEqual({ total: 5, version: 3 })
  })

  it('keeps no position of its own: an event of a one-statement append handed again changes nothing', async () => {
    const store = createEventStore(database.db, kit)
    await append(store, 'again', 0)
    await append(store, 'again', 1, 4)
    expect(await jar('again')).toEqual({ total: 4, version: 2 })
    for (const event of await store.readStream('jar', 'again')) {
      await database.db.transaction().execute((trx) => jars.apply(trx, event))
    }
    expect(await jar('again')).toEqual({ total: 4, version: 2 })
    const positions = await sql`select 1 from projection_positions where projection = 'test_jars'`.execute(
      database.db,
    )
    expect(positions.rows).toEqual([])
  })

  it('rebuilds to the live table, deletes included', async () => {
    const store = createEventStore(database.db, kit)
    await append(store, 'gone', 0)
    await handleCommand(store, jarDecider, target('gone'), { type: 'Remove' })
    const snapshot = async () => (await sql`select * from test_jars order by id`.execute(database.db)).rows
    const before = await snapshot()
    expect(before.map((row) => (row as { id: string }).id)).not.toContain('gone')
    await sql`update test_jars set total = -1`.execute(database.db)
    await rebuildProjections(database.db, kit)
    expect(await snapshot()).toEqual(before)
  })
})

describe('handleCommand on remembered state', () => {
  const streamReads = () => statements.filter((text) => /from "events"/.test(text)).length

  it('reads no stream for a command on a stream this store wrote last', async () => {
    const store = createEventStore(counted, kit)
    await handleCommand(store, jarDecider, target('r1'), { type: 'Open', label: 'r1' })
    statements = []
    const filled = await handleCommand(store, jarDecider, target('r1', 1), { type: 'Fill', amount: 2 })
    await handleCommand(store, jarDecider, target('r1'), { type: 'Fill', amount: 3 })
    expect(streamReads()).toBe(0)
    expect(statements).toHaveLength(2)
    expect(filled).toMatchObject({ version: 2, state: { open: true, total: 2 } })
    expect(await jar('r1')).toEqual({ total: 5, version: 3 })
  })

  it('decides on the current state when another process moved the stream, and 409s a stale version', async () => {
    const here = createEventStore(counted, kit)
    const elsewhere = createEventStore(database.db, kit)
    await handleCommand(here, jarDecider, target('r2'), { type: 'Open', label: 'r2' })
    await handleCommand(elsewhere, jarDecider, target('r2'), { type: 'Fill', amount: 4 })
    statements = []
    const result = await handleCommand(here, jarDecider, target('r2'), { type: 'Fill', amount: 1 })
    expect(result).toMatchObject({ version: 3, state: { total: 5 } })
    expect(streamReads()).toBe(1)
    await handleCommand(elsewhere, jarDecider, target('r2'), { type: 'Fill', amount: 1 })
    await expect(
      handleCommand(here, jarDecider, target('r2', 3), { type: 'Fill', amount: 1 }),
    ).rejects.toMatchObject({ statusCode: 409, message: STALE_VERSION })
    expect(await jar('r2')).toEqual({ total: 6, version: 4 })
  })

  it('does not trust a remembered version alone: a stream row made again with that number is read', async () => {
    const store = createEventStore(counted, kit)
    await handleCommand(store, jarDecider, target('r3'), { type: 'Open', label: 'r3' })
    // The same version on another row version of the stream, as after a restore or a reset.
    await sql`delete from streams where stream_type = 'jar' and stream_id = 'r3'`.execute(database.db)
    await sql`insert into streams (stream_type, stream_id, version) values ('jar', 'r3', 1)`.execute(
      database.db,
    )
    statements = []
    await handleCommand(store, jarDecider, target('r3', 1), { type: 'Fill', amount: 2 })
    expect(streamReads()).toBe(1)
    expect(await jar('r3')).toEqual({ total: 2, version: 2 })
  })

  it('reads the stream again after a caller transaction that rolled back', async () => {
    const store = createEventStore(counted, kit)
    await handleCommand(store, jarDecider, target('r4'), { type: 'Open', label: 'r4' })
    await expect(
      database.db.transaction().execute(async (transaction) => {
        await handleCommand(store, jarDecider, { ...target('r4'), transaction }, { type: 'Fill', amount: 9 })
        throw new Error('batal')
      }),
    ).rejects.toThrow('batal')
    const result = await handleCommand(store, jarDecider, target('r4', 1), { type: 'Fill', amount: 1 })
    expect(result).toMatchObject({ version: 2, state: { total: 1 } })
    expect(await jar('r4')).toEqual({ total: 1, version: 2 })
  })

  it('answers a refusal only from the current state', async () => {
    const here = createEventStore(database.db, kit)
    const elsewhere = createEventStore(database.db, kit)
    // Remembered as removed (closed) here; opened again elsewhere.
    await handleCommand(here, jarDecider, target('r5'), { type: 'Open', label: 'r5' })
    await handleCommand(here, jarDecider, target('r5'), { type: 'Remove' })
    await handleCommand(elsewhere, jarDecider, target('r5'), { type: 'Open', label: 'r5' })
    const result = await handleCommand(here, jarDecider, target('r5'), { type: 'Fill', amount: 2 })
    expect(result).toMatchObject({ version: 4, state: { open: true, total: 2 } })
  })
})
