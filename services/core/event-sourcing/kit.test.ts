import { sql } from 'kysely'
import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConflictError, ValidationError } from '../errors.ts'
import { createEventStore } from '../event-store/event-store.ts'
import { rebuildProjections } from '../event-store/rebuild.ts'
import type { StoredEvent } from '../event-store/types.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts'
import { type Decider, handleCommand, STALE_VERSION } from './decider.ts'
import { defineEvent, type EventUnion } from './events.ts'
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED, runOnce } from './idempotency.ts'
import { composeModules } from './module.ts'
import { defineProjection } from './projection.ts'
import { deciderSpec } from './testing.ts'

// A tiny aggregate of the test's own: a named tally that can be raised and renamed.
const TallyOpened = defineEvent('TallyOpened', Type.Object({ nama: Type.String({ minLength: 1 }) }))
// Version 2 of TallyRaised carries `jumlah`; version 1 carried `by`, upcast on read.
const TallyRaised = defineEvent('TallyRaised', Type.Object({ jumlah: Type.Integer({ minimum: 1 }) }), {
  upcast: (data) => ('by' in data ? { jumlah: Number(data.by) } : (data as { jumlah: number })),
})
const tallyEvents = [TallyOpened, TallyRaised] as const
type TallyEvent = EventUnion<typeof tallyEvents>
type TallyCommand = { type: 'Open'; nama: string } | { type: 'Raise'; jumlah: number }
type TallyState = { open: boolean; total: number }

const tallyDecider: Decider<TallyCommand, TallyState, TallyEvent> = {
  initialState: () => ({ open: false, total: 0 }),
  evolve(state, event) {
    if (event.type === 'TallyOpened') return { ...state, open: true }
    return { ...state, total: state.total + event.data.jumlah }
  },
  decide(command, state) {
    if (command.type === 'Open') {
      if (state.open) throw new ConflictError('Sudah dibuka')
      return [{ type: 'TallyOpened', data: { nama: command.nama } }]
    }
    if (!state.open) throw new ValidationError('Belum dibuka')
    return command.jumlah === 0 ? [] : [{ type: 'TallyRaised', data: { jumlah: command.jumlah } }]
  },
}

const tallies = defineProjection({
  name: 'test_tallies',
  tables: ['test_tallies'],
  events: tallyEvents,
  handlers: {
    async TallyOpened(trx, event) {
      await sql`insert into test_tallies (id, nama, total) values (${event.streamId}, ${event.data.nama}, 0)`.execute(
        trx,
      )
    },
    async TallyRaised(trx, event) {
      await sql`update test_tallies set total = total + ${event.data.jumlah} where id = ${event.streamId}`.execute(
        trx,
      )
    },
  },
})
const openings = defineProjection({
  name: 'test_openings',
  tables: ['test_openings'],
  events: [TallyOpened],
  handlers: {
    async TallyOpened(trx, event) {
      await sql`insert into test_openings (id) values (${event.streamId})`.execute(trx)
    },
  },
})

const kit = composeModules([{ name: 'tally', events: tallyEvents, projections: [tallies, openings] }])
const metadata = { userId: null, role: null, requestId: null }

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await sql`create table test_tallies (id text primary key, nama text not null, total int not null)`.execute(
    database.db,
  )
  await sql`create table test_openings (id text primary key)`.execute(database.db)
})
afterAll(() => database.drop())

const store = () => createEventStore(database.db, kit)
const target = (streamId: string, expectedVersion?: number) => ({
  streamType: 'tally',
  streamId,
  metadata,
  ...(expectedVersion === undefined ? {} : { expectedVersion }),
})
const tally = async (id: string) =>
  (await sql<{ total: number }>`select total from test_tallies where id = ${id}`.execute(database.db)).rows[0]

describe('given / when / then helpers', () => {
  const spec = deciderSpec(tallyDecider)
  it('state the events a command produces from the events before it', () => {
    spec
      .given([])
      .when({ type: 'Open', nama: 'A' })
      .thenEvents([{ type: 'TallyOpened', data: { nama: 'A' } }])
    spec
      .given([{ type: 'TallyOpened', data: { nama: 'A' } }])
      .when({ type: 'Raise', jumlah: 2 })
      .thenEvents([{ type: 'TallyRaised', data: { jumlah: 2 } }])
    spec
      .given([{ type: 'TallyOpened', data: { nama: 'A' } }])
      .when({ type: 'Raise', jumlah: 0 })
      .thenEvents([])
  })
  it('state the error a command is refused with', () => {
    spec.given([]).when({ type: 'Raise', jumlah: 1 }).thenThrows(ValidationError, 'Belum dibuka')
    spec
      .given([{ type: 'TallyOpened', data: { nama: 'A' } }])
      .when({ type: 'Open', nama: 'B' })
      .thenThrows(ConflictError, 'Sudah dibuka')
  })
  it('fail when the decider produces something else', () => {
    expect(() => spec.given([]).when({ type: 'Open', nama: 'A' }).thenEvents([])).toThrow()
    expect(() => spec.given([]).when({ type: 'Open', nama: 'A' }).thenThrows(ConflictError, 'x')).toThrow()
  })
})

describe('handleCommand', () => {
  it('decides on the stream read back and appends with its version', async () => {
    await handleCommand(store(), tallyDecider, target('h1'), { type: 'Open', nama: 'Satu' })
    const raised = await handleCommand(store(), tallyDecider, target('h1', 1), { type: 'Raise', jumlah: 5 })
    expect(raised.version).toBe(2)
    expect(raised.state).toEqual({ open: true, total: 5 })
    expect(await tally('h1')).toEqual({ total: 5 })
  })
  it('refuses a stale expected version with the domain message and writes nothing', async () => {
    await expect(
      handleCommand(store(), tallyDecider, target('h1', 1), { type: 'Raise', jumlah: 5 }),
    ).rejects.toMatchObject({ statusCode: 409, message: STALE_VERSION })
    expect(await tally('h1')).toEqual({ total: 5 })
  })
  it('answers the same stale-version message when another writer appends between read and append', async () => {
    const live = store()
    // A read that misses the latest event, as when another writer appends right after it.
    const racing = {
      ...live,
      readStream: async (type: string, id: string) => (await live.readStream(type, id)).slice(0, -1),
    }
    await expect(
      handleCommand(racing, tallyDecider, target('h1'), { type: 'Raise', jumlah: 1 }),
    ).rejects.toMatchObject({ statusCode: 409, message: STALE_VERSION })
    expect(await tally('h1')).toEqual({ total: 5 })
  })
  it('appends nothing for a command that changes nothing', async () => {
    const result = await handleCommand(store(), tallyDecider, target('h1'), { type: 'Raise', jumlah: 0 })
    expect(result.version).toBe(2)
    expect(await store().readStream('tally', 'h1')).toHaveLength(2)
  })
})

describe('appending checks every event against its schema', () => {
  it('refuses data its schema does not accept, and an undeclared type, writing nothing', async () => {
    const bad = (events: { type: string; data: Record<string, unknown> }[]) =>
      store().append({ streamType: 'tally', streamId: 'bad', expectedVersion: 0, events, metadata })
    await expect(bad([{ type: 'TallyOpened', data: { nama: '' } }])).rejects.toThrow(
      'event TallyOpened has data that does not match its schema',
    )
    await expect(bad([{ type: 'TallyRaised', data: { jumlah: '3' } }])).rejects.toThrow('does not match')
    await expect(bad([{ type: 'Nope', data: {} }])).rejects.toThrow('event type Nope is not declared')
    expect(await store().readStream('tally', 'bad')).toEqual([])
  })
})

describe('projections apply each stream version once', () => {
  async function storedEvents(streamId: string): Promise<StoredEvent[]> {
    return store().readStream('tally', streamId)
  }
  it('change nothing when the same event comes twice', async () => {
    await handleCommand(store(), tallyDecider, target('p1'), { type: 'Open', nama: 'Dua' })
    await handleCommand(store(), tallyDecider, target('p1'), { type: 'Raise', jumlah: 3 })
    const [, raised] = await storedEvents('p1')
    await database.db.transaction().execute((trx) => tallies.apply(trx, raised!))
    expect(await tally('p1')).toEqual({ total: 3 })
  })
  it('change nothing when an older event comes after a newer one', async () => {
    await handleCommand(store(), tallyDecider, target('p1'), { type: 'Raise', jumlah: 4 })
    const [, second] = await storedEvents('p1')
    await database.db.transaction().execute((trx) => tallies.apply(trx, second!))
    expect(await tally('p1')).toEqual({ total: 7 })
  })
})

describe('rebuild', () => {
  const snapshot = async (table: string) =>
    (await sql`select * from ${sql.table(table)} as t order by t::text`.execute(database.db)).rows
  it('of one projection gives the live table back and leaves the others alone', async () => {
    const before = await snapshot('test_tallies')
    const openingsBefore = await snapshot('test_openings')
    await sql`update test_tallies set total = -1`.execute(database.db)
    await sql`delete from test_openings`.execute(database.db)
    const result = await rebuildProjections(database.db, kit, 'test_tallies')
    expect(result.projections).toEqual(['test_tallies'])
    expect(await snapshot('test_tallies')).toEqual(before)
    expect(await snapshot('test_openings')).toEqual([])
    await rebuildProjections(database.db, kit)
    expect(await snapshot('test_openings')).toEqual(openingsBefore)
  })
  it('refuses an unknown projection name', async () => {
    await expect(rebuildProjections(database.db, kit, 'nope')).rejects.toThrow('unknown projection nope')
  })
})

describe('start-up checks of the module list', () => {
  it('refuse an event name declared by two modules', () => {
    const again = defineEvent('TallyOpened', Type.Object({}))
    expect(() =>
      composeModules([
        { name: 'tally', events: tallyEvents, projections: [] },
        { name: 'other', events: [again], projections: [] },
      ]),
    ).toThrow('event name TallyOpened is declared twice (modules tally and other)')
  })
  it('refuse a projection of an event no module declares', () => {
    expect(() => composeModules([{ name: 'x', events: [], projections: [openings] }])).toThrow(
      'projection test_openings reads event TallyOpened, which no module declares',
    )
  })
})

// Last: it writes an old-shape stream straight into the store, which the live tables never saw.
describe('versioning', () => {
  it('reads an event stored in an old shape in the current one', async () => {
    await sql`insert into streams (stream_type, stream_id, version) values ('tally', 'old', 2)`.execute(
      database.db,
    )
    await sql`insert into events (stream_type, stream_id, version, type, data, metadata) values
      ('tally', 'old', 1, 'TallyOpened', '{"nama":"Lama"}', '{}'),
      ('tally', 'old', 2, 'TallyRaised', '{"by":6}', '{}')`.execute(database.db)
    const history = await store().readStream('tally', 'old')
    expect(history.map((event) => event.data)).toEqual([{ nama: 'Lama' }, { jumlah: 6 }])
    const raised = await handleCommand(store(), tallyDecider, target('old', 2), { type: 'Raise', jumlah: 1 })
    expect(raised.state.total).toBe(7)
  })
})

describe('runOnce (idempotency keys)', () => {
  const raiseOnce = (id: string, key: string | undefined, jumlah = 1, actor = 'admin:1') =>
    runOnce(database.db, { key, actor, operation: `tally.raise:${id}` }, async (transaction) => {
      const done = await handleCommand(
        store(),
        tallyDecider,
        { ...target(id), transaction },
        { type: 'Raise', jumlah },
      )
      return { version: done.version, total: done.state.total }
    })
  const eventCount = async (id: string) =>
    (
      await sql<{
        n: number
      }>`select count(*)::int as n from events where stream_type = 'tally' and stream_id = ${id}`.execute(
        database.db,
      )
    ).rows[0]?.n

  it('answers a retried key with the first result and appends nothing new', async () => {
    await handleCommand(store(), tallyDecider, target('i1'), { type: 'Open', nama: 'Idem' })
    const first = await raiseOnce('i1', 'kunci-1', 3)
    const retry = await raiseOnce('i1', 'kunci-1', 3)
    expect(first).toEqual({ result: { version: 2, total: 3 }, replayed: false })
    expect(retry).toEqual({ result: { version: 2, total: 3 }, replayed: true })
    expect(await eventCount('i1')).toBe(2)
    expect(await tally('i1')).toEqual({ total: 3 })
  })
  it('runs concurrent calls with one key exactly once', async () => {
    await handleCommand(store(), tallyDecider, target('i2'), { type: 'Open', nama: 'Serentak' })
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => raiseOnce('i2', 'kunci-serentak', 2)))
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1)
    for (const outcome of outcomes) expect(outcome.result).toEqual({ version: 2, total: 2 })
    expect(await tally('i2')).toEqual({ total: 2 })
  })
  it('keeps nothing of a refused or crashed command, so its retry runs', async () => {
    await expect(raiseOnce('i3', 'kunci-gagal')).rejects.toMatchObject({ message: 'Belum dibuka' })
    await handleCommand(store(), tallyDecider, target('i3'), { type: 'Open', nama: 'Gagal' })
    // A crash after the append but before the commit: the events roll back with the key.
    await expect(
      runOnce(
        database.db,
        { key: 'kunci-crash', actor: 'admin:1', operation: 'tally.raise:i3' },
        async (trx) => {
          await handleCommand(
            store(),
            tallyDecider,
            { ...target('i3'), transaction: trx },
            { type: 'Raise', jumlah: 9 },
          )
          throw new Error('proses mati')
        },
      ),
    ).rejects.toThrow('proses mati')
    expect(await tally('i3')).toEqual({ total: 0 })
    expect((await raiseOnce('i3', 'kunci-crash', 4)).replayed).toBe(false)
    expect((await raiseOnce('i3', 'kunci-gagal', 1)).replayed).toBe(false)
    expect(await tally('i3')).toEqual({ total: 5 })
  })
  it('refuses a key reused for another call, and keeps keys apart per user', async () => {
    await handleCommand(store(), tallyDecider, target('i4'), { type: 'Open', nama: 'Lain' })
    await raiseOnce('i4', 'kunci-2')
    await expect(raiseOnce('i1', 'kunci-2')).rejects.toMatchObject({
      statusCode: 409,
      message: IDEMPOTENCY_KEY_REUSED,
    })
    expect((await raiseOnce('i4', 'kunci-2', 1, 'admin:2')).replayed).toBe(false)
    expect(await tally('i4')).toEqual({ total: 2 })
  })
  it('refuses a malformed key before doing anything', async () => {
    await expect(raiseOnce('i4', 'kunci dengan spasi')).rejects.toMatchObject({
      statusCode: 400,
      message: IDEMPOTENCY_KEY_INVALID,
    })
    expect(await tally('i4')).toEqual({ total: 2 })
  })
})
