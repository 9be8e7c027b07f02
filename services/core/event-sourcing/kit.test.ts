import { sql } from 'kysely'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { ConflictError, ValidationError } from '../errors.ts'
import { rebuildProjections } from '../event-store/rebuild.ts'
import type { Projection, StoredEvent } from '../event-store/types.ts'
import { handleCommand, STALE_VERSION } from './decider.ts'
import { defineEvent } from './events.ts'
import { composeModules } from './module.ts'
import {
  database,
  kit,
  metadata,
  openings,
  store,
  tallies,
  tally,
  tallyDecider,
  tallyEvents,
  target,
  useTallyDatabase,
} from './testing/tally.ts'
import { deciderSpec } from './testing.ts'

// The kit on a tiny aggregate of the tests' own (testing/tally.ts): commands, event schemas,
// projections and their rebuild, the module list, and events stored in an old shape.
useTallyDatabase()

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
  it('of every projection in lanes gives the live tables back, a reader after what it reads', async () => {
    const before = [await snapshot('test_tallies'), await snapshot('test_openings')]
    const started: string[] = []
    // The tallies read the openings: a lane may start them only once the openings have committed.
    const watched = (projection: Projection, reads?: string[]): Projection => ({
      ...projection,
      ...(reads ? { reads } : {}),
      rebuild: {
        async before(trx) {
          started.push(projection.name)
          await projection.rebuild?.before(trx)
        },
        after: (trx) => projection.rebuild!.after(trx),
      },
    })
    const laned = composeModules([
      {
        name: 'tally',
        events: tallyEvents,
        projections: [watched(tallies, ['test_openings']), watched(openings)],
      },
    ])
    await sql`update test_tallies set total = -1`.execute(database.db)
    await sql`delete from test_openings`.execute(database.db)
    const result = await rebuildProjections(database.db, laned, undefined, { lanes: 2 })
    expect(result.projections).toEqual(['test_tallies', 'test_openings'])
    expect(started).toEqual(['test_openings', 'test_tallies'])
    expect([await snapshot('test_tallies'), await snapshot('test_openings')]).toEqual(before)
  })
  it('in lanes keeps what committed and names it when a later lane fails', async () => {
    const tallied = await snapshot('test_tallies')
    const failing: Projection = {
      ...openings,
      rebuild: {
        before: (trx) => openings.rebuild!.before(trx),
        async after() {
          throw new Error('tabel pembukaan rusak')
        },
      },
    }
    const laned = composeModules([
      { name: 'tally', events: tallyEvents, projections: [tallies, { ...failing, reads: ['test_tallies'] }] },
    ])
    await sql`update test_tallies set total = -1`.execute(database.db)
    const openingsBefore = await snapshot('test_openings')
    await expect(rebuildProjections(database.db, laned, undefined, { lanes: 2 })).rejects.toThrow(
      'tabel pembukaan rusak (dibangun ulang dan tersimpan: test_tallies)',
    )
    expect(await snapshot('test_tallies')).toEqual(tallied)
    expect(await snapshot('test_openings')).toEqual(openingsBefore)
  })
  it('refuses an unknown projection name', async () => {
    await expect(rebuildProjections(database.db, kit, 'nope')).rejects.toThrow('Proyeksi nope tidak dikenal')
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
