import { sql } from 'kysely'
import { Type } from 'typebox'
import { afterAll, beforeAll } from 'vitest'
import { ConflictError, ValidationError } from '../../errors.ts'
import { createEventStore } from '../../event-store/event-store.ts'
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts'
import type { Decider } from '../decider.ts'
import { defineEvent, type EventUnion } from '../events.ts'
import { composeModules } from '../module.ts'
import { defineProjection } from '../projection.ts'

// What the tests of the event-sourcing kit run on (kit.test.ts, idempotency.test.ts). A test file
// calls useTallyDatabase() once: `database` is then set before its first test, a database of the
// file's own with the two projection tables (each test file imports this module afresh).

// A tiny aggregate of the test's own: a named tally that can be raised and renamed.
const TallyOpened = defineEvent('TallyOpened', Type.Object({ nama: Type.String({ minLength: 1 }) }))
// Version 2 of TallyRaised carries `jumlah`; version 1 carried `by`, upcast on read.
const TallyRaised = defineEvent('TallyRaised', Type.Object({ jumlah: Type.Integer({ minimum: 1 }) }), {
  upcast: (data) => ('by' in data ? { jumlah: Number(data.by) } : (data as { jumlah: number })),
})
export const tallyEvents = [TallyOpened, TallyRaised] as const
type TallyEvent = EventUnion<typeof tallyEvents>
type TallyCommand = { type: 'Open'; nama: string } | { type: 'Raise'; jumlah: number }
type TallyState = { open: boolean; total: number }

export const tallyDecider: Decider<TallyCommand, TallyState, TallyEvent> = {
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

export const tallies = defineProjection({
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
export const openings = defineProjection({
  name: 'test_openings',
  tables: ['test_openings'],
  events: [TallyOpened],
  handlers: {
    async TallyOpened(trx, event) {
      await sql`insert into test_openings (id) values (${event.streamId})`.execute(trx)
    },
  },
})

export const kit = composeModules([{ name: 'tally', events: tallyEvents, projections: [tallies, openings] }])
export const metadata = { userId: null, role: null, requestId: null }

export let database: TestDatabase

export function useTallyDatabase() {
  beforeAll(async () => {
    database = await createTestDatabase()
    await sql`create table test_tallies (id text primary key, nama text not null, total int not null)`.execute(
      database.db,
    )
    await sql`create table test_openings (id text primary key)`.execute(database.db)
  })
  afterAll(() => database.drop())
}

export const store = () => createEventStore(database.db, kit)
export const target = (streamId: string, expectedVersion?: number) => ({
  streamType: 'tally',
  streamId,
  metadata,
  ...(expectedVersion === undefined ? {} : { expectedVersion }),
})
export const tally = async (id: string) =>
  (await sql<{ total: number }>`select total from test_tallies where id = ${id}`.execute(database.db)).rows[0]
