import { sql } from 'kysely'
import pg from 'pg'
import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConflictError } from '../errors.ts'
import { defineEvent } from '../event-sourcing/events.ts'
import { composeModules } from '../event-sourcing/module.ts'
import { defineProjection } from '../event-sourcing/projection.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts'
import { readCommittedAfter, START_CHECKPOINT } from './committed-reader.ts'
import { createEventStore } from './event-store.ts'
import { rebuildProjections } from './rebuild.ts'
import type { Projection } from './types.ts'

const metadata = { userId: 'u-1', role: 'admin', requestId: 'req-1' }

// Events and a projection of the test's own, so the store is tested without any business module.
const CounterIncremented = defineEvent('CounterIncremented', Type.Object({ by: Type.Integer() }))
const Late = defineEvent('Late', Type.Object({}))
const Early = defineEvent('Early', Type.Object({}))
const Mailed = defineEvent('Mailed', Type.Object({}), { relayed: true })
const events = [CounterIncremented, Late, Early, Mailed] as const

const counterProjection = defineProjection({
  name: 'test_counters',
  tables: ['test_counters'],
  events: [CounterIncremented],
  handlers: {
    async CounterIncremented(trx, event) {
      await sql`insert into test_counters (id, total, last_version) values (${event.streamId}, ${event.data.by}, ${event.version})
        on conflict (id) do update set total = test_counters.total + excluded.total, last_version = excluded.last_version`.execute(
        trx,
      )
    },
  },
})

const kitOf = (projections: Projection[]) => composeModules([{ name: 'test', events, projections }])

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await sql`create table test_counters (id text primary key, total int not null, last_version int not null)`.execute(
    database.db,
  )
})
afterAll(() => database.drop())

describe('event store', () => {
  it('appends with per-stream versions and projects in the same transaction', async () => {
    const store = createEventStore(database.db, kitOf([counterProjection]))
    const first = await store.append({
      streamType: 'counter',
      streamId: 'a',
      expectedVersion: 0,
      events: [{ type: 'CounterIncremented', data: { by: 2 } }],
      metadata,
    })
    expect(first.version).toBe(1)
    const second = await store.append({
      streamType: 'counter',
      streamId: 'a',
      expectedVersion: 1,
      events: [
        { type: 'CounterIncremented', data: { by: 3 } },
        { type: 'CounterIncremented', data: { by: 4 } },
      ],
      metadata,
    })
    expect(second.version).toBe(3)
    expect(second.events.map((event) => event.version)).toEqual([2, 3])
    const row = await sql<{
      total: number
      last_version: number
    }>`select total, last_version from test_counters where id = 'a'`.execute(database.db)
    expect(row.rows[0]).toEqual({ total: 9, last_version: 3 })
    const history = await store.readStream('counter', 'a')
    expect(history.map((event) => event.data.by)).toEqual([2, 3, 4])
    expect(history[0]!.metadata).toEqual(metadata)
  })

  it('refuses a stale expected version with a conflict and writes nothing', async () => {
    const store = createEventStore(database.db, kitOf([counterProjection]))
    await store.append({
      streamType: 'counter',
      streamId: 'b',
      expectedVersion: 0,
      events: [{ type: 'CounterIncremented', data: { by: 1 } }],
      metadata,
    })
    const stale = store.append({
      streamType: 'counter',
      streamId: 'b',
      expectedVersion: 0,
      events: [{ type: 'CounterIncremented', data: { by: 5 } }],
      metadata,
    })
    await expect(stale).rejects.toBeInstanceOf(ConflictError)
    await expect(stale).rejects.toMatchObject({ statusCode: 409 })
    const skipped = store.append({
      streamType: 'counter',
      streamId: 'b',
      expectedVersion: 7,
      events: [{ type: 'CounterIncremented', data: { by: 5 } }],
      metadata,
    })
    await expect(skipped).rejects.toBeInstanceOf(ConflictError)
    expect((await store.readStream('counter', 'b')).length).toBe(1)
    const row = await sql<{ total: number }>`select total from test_counters where id = 'b'`.execute(
      database.db,
    )
    expect(row.rows[0]!.total).toBe(1)
  })

  it('notifies the relay at commit for an event a reaction reads, and only then', async () => {
    const store = createEventStore(database.db, kitOf([]))
    const listener = new pg.Client({ connectionString: database.url })
    await listener.connect()
    const heard: string[] = []
    listener.on('notification', (message) => heard.push(message.payload ?? ''))
    await listener.query('listen events_appended')
    try {
      const quiet = await store.append({
        streamType: 't',
        streamId: 'quiet',
        expectedVersion: 0,
        events: [{ type: 'Early', data: {} }],
        metadata,
      })
      await expect(
        database.db.transaction().execute(async (trx) => {
          await store.append(
            {
              streamType: 't',
              streamId: 'undone',
              expectedVersion: 0,
              events: [{ type: 'Mailed', data: {} }],
              metadata,
            },
            trx,
          )
          throw new Error('rolled back')
        }),
      ).rejects.toThrow('rolled back')
      const mailed = await store.append({
        streamType: 't',
        streamId: 'mailed',
        expectedVersion: 0,
        events: [{ type: 'Mailed', data: {} }],
        metadata,
      })
      await vi.waitFor(() => expect(heard).toEqual([String(mailed.events[0]!.position)]), { timeout: 5000 })
      expect(heard).not.toContain(String(quiet.events[0]!.position))
    } finally {
      await listener.end()
    }
  })

  it('lets only one of two concurrent writers with the same expected version win', async () => {
    const store = createEventStore(database.db, kitOf([counterProjection]))
    await store.append({
      streamType: 'counter',
      streamId: 'c',
      expectedVersion: 0,
      events: [{ type: 'CounterIncremented', data: { by: 1 } }],
      metadata,
    })
    const results = await Promise.allSettled(
      [10, 20].map((by) =>
        store.append({
          streamType: 'counter',
          streamId: 'c',
          expectedVersion: 1,
          events: [{ type: 'CounterIncremented', data: { by } }],
          metadata,
        }),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1)
  })

  it('records the projection position in the append and ignores an event handed again', async () => {
    const store = createEventStore(database.db, kitOf([counterProjection]))
    const { events: stored } = await store.append({
      streamType: 'counter',
      streamId: 'positions',
      expectedVersion: 0,
      events: [
        { type: 'CounterIncremented', data: { by: 1 } },
        { type: 'Late', data: {} },
        { type: 'CounterIncremented', data: { by: 4 } },
      ],
      metadata,
    })
    const position = await sql<{ version: number }>`select version from projection_positions
      where projection = 'test_counters' and stream_type = 'counter' and stream_id = 'positions'`.execute(
      database.db,
    )
    expect(position.rows).toEqual([{ version: 3 }])
    await database.db.transaction().execute((trx) => counterProjection.apply(trx, stored[0]!))
    const row = await sql`select total, last_version from test_counters where id = 'positions'`.execute(
      database.db,
    )
    expect(row.rows).toEqual([{ total: 5, last_version: 3 }])
  })

  it('rolls the append back when a projection fails', async () => {
    const failing: Projection = {
      ...counterProjection,
      name: 'failing',
      async apply() {
        throw new Error('projection broke')
      },
      async handleClaimed() {
        throw new Error('projection broke')
      },
    }
    const store = createEventStore(database.db, kitOf([failing]))
    await expect(
      store.append({
        streamType: 'counter',
        streamId: 'd',
        expectedVersion: 0,
        events: [{ type: 'CounterIncremented', data: { by: 1 } }],
        metadata,
      }),
    ).rejects.toThrow('projection broke')
    expect(await store.readStream('counter', 'd')).toEqual([])
  })

  it('keeps the events table append-only', async () => {
    await expect(sql`update events set type = 'Edited'`.execute(database.db)).rejects.toThrow(/append-only/)
    await expect(sql`delete from events`.execute(database.db)).rejects.toThrow(/append-only/)
  })

  it('rebuilds projection tables identical to the live ones', async () => {
    const before = await sql`select * from test_counters order by id`.execute(database.db)
    expect(before.rows.length).toBeGreaterThan(0)
    await sql`update test_counters set total = -1`.execute(database.db)
    await rebuildProjections(database.db, kitOf([counterProjection]))
    const after = await sql`select * from test_counters order by id`.execute(database.db)
    expect(after.rows).toEqual(before.rows)
  })

  it('holds back an event whose transaction is still open, so a reader never skips it', async () => {
    const store = createEventStore(database.db, kitOf([]))
    // The earlier tests' events show only once no older transaction runs anywhere on the server.
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from events where type in ('Late', 'Early')`.execute(database.db)
    const seen = await vi.waitFor(
      async () => {
        const all = await readCommittedAfter(database.db, START_CHECKPOINT, ['Late', 'Early'], 1000)
        expect(all).toHaveLength(rows[0]!.n)
        return all
      },
      { timeout: 15_000, interval: 100 },
    )
    const checkpoint = seen.at(-1) ?? START_CHECKPOINT
    const lateMayCommit = Promise.withResolvers<void>()
    const lateIsWritten = Promise.withResolvers<void>()
    // The late writer takes its position first but commits after the early one.
    const late = database.db.transaction().execute(async (trx) => {
      await store.append(
        {
          streamType: 't',
          streamId: 'late',
          expectedVersion: 0,
          events: [{ type: 'Late', data: {} }],
          metadata,
        },
        trx,
      )
      lateIsWritten.resolve()
      await lateMayCommit.promise
    })
    await lateIsWritten.promise
    await store.append({
      streamType: 't',
      streamId: 'early',
      expectedVersion: 0,
      events: [{ type: 'Early', data: {} }],
      metadata,
    })
    const whileOpen = await readCommittedAfter(database.db, checkpoint, ['Late', 'Early'], 1000)
    expect(whileOpen.map((event) => event.type)).toEqual([])
    lateMayCommit.resolve()
    await late
    // Both show, in position order, once no older transaction is running anywhere on the server
    // (the horizon is cluster-wide: another database's CREATE DATABASE can hold it for a moment).
    await vi.waitFor(
      async () => {
        const afterCommit = await readCommittedAfter(database.db, checkpoint, ['Late', 'Early'], 1000)
        expect(afterCommit.map((event) => event.type)).toEqual(['Late', 'Early'])
      },
      { timeout: 15_000, interval: 100 },
    )
  })
})
