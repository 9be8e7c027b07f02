import type { Config } from '@ttsg/services/core/config.ts'
import { START_CHECKPOINT } from '@ttsg/services/core/event-store/committed-reader.ts'
import { createEventStore } from '@ttsg/services/core/event-store/event-store.ts'
import { adminQuery, createTestDatabase, type TestDatabase } from '@ttsg/services/core/testing/test-db.ts'
import { submitContactRequest } from '@ttsg/services/modules/contact/index.ts'
import { moduleKit } from '@ttsg/services/modules/index.ts'
import type { Queue } from 'bullmq'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createRelay, JOBS_RELAY, type Relay } from './relay.ts'
import { readCheckpoint } from './relay-checkpoint.ts'
import { subscriptions } from './subscriptions.ts'
import {
  NO_SMTP_URL,
  openQueue,
  removeTestQueueKeys,
  testLogger,
  testWorkerConfig,
  waitFor,
} from './testing/worker-env.ts'

const metadata = { userId: null, role: null, requestId: 'relay-test' }
const request = {
  nama: 'Rina Wati',
  email: 'rina@example.co.id',
  no_telp: '081298765432',
  permasalahan: 'Tikus',
  jenis_usaha: 'Bisnis',
  deskripsi: 'Tikus di gudang.',
} as const

let database: TestDatabase
let config: Config
let queue: Queue
const relays: Relay[] = []

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.drop())

// Each test gets its own queue prefix and starts the relay from the beginning of the store.
async function freshQueue(extra: Record<string, string> = {}) {
  config = testWorkerConfig(database.url, NO_SMTP_URL, extra)
  await database.db.deleteFrom('relay_checkpoints').execute()
  queue = openQueue(config)
}

afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()))
  await queue.close()
  await removeTestQueueKeys(config)
})

const relay = (overrides: Partial<Config> = {}) => {
  const created = createRelay({
    db: database.db,
    config: { ...config, ...overrides },
    subscriptions,
    logger: testLogger(),
    enqueueTimeoutMs: 500,
  })
  relays.push(created)
  return created
}

const eventStore = () => createEventStore(database.db, moduleKit())
const submit = () => submitContactRequest({ eventStore: eventStore() }, request, metadata)

// The real requests' events: the relay hands over no seeded one.
async function contactPositions(): Promise<number[]> {
  const rows = await database.db
    .selectFrom('events')
    .select('position')
    .where('type', '=', 'ContactRequestSubmitted')
    .where(sql<boolean>`not (metadata @> '{"seeded": true}')`)
    .orderBy('position')
    .execute()
  return rows.map((row) => row.position)
}

// Runs passes until everything is handed over. The relay reads only below the oldest running
// transaction of the whole PostgreSQL server, so another test's open transaction can hold a
// pass back for a moment: that is the relay being careful, not losing anything.
async function relayAll(target: Relay): Promise<void> {
  await waitFor(async () => {
    await target.runOnce()
    return (await target.lag()) === 0
  }, 'the relay to hand everything over')
}

const jobIds = async () => (await queue.getJobs(['waiting', 'delayed', 'active'])).map((job) => job.id).sort()

describe('relay', () => {
  it('hands every event over once, and a restart that lost its checkpoint enqueues nothing twice', async () => {
    await freshQueue()
    for (let i = 0; i < 3; i += 1) await submit()
    const expected = (await contactPositions()).map((position) => `contact-${position}`).sort()

    const first = relay()
    await relayAll(first)
    expect(await jobIds()).toEqual(expected)
    const job = await queue.getJob(expected[0]!)
    expect(job?.name).toBe('contact-notification')
    expect(Object.keys(job?.data ?? {})).toEqual(['contactRequestId'])
    expect(await first.lag()).toBe(0)

    // Nothing new: a second pass hands over nothing.
    expect(await first.runOnce()).toBe(0)
    await first.stop()

    // A relay that crashed after enqueuing but before saving its checkpoint hands the same
    // events over again: the job ids derived from the events collapse the duplicates.
    await database.db.deleteFrom('relay_checkpoints').execute()
    const second = relay()
    await relayAll(second)
    expect(await readCheckpoint(database.db, JOBS_RELAY)).not.toEqual(START_CHECKPOINT)
    expect(await jobIds()).toEqual(expected)
    expect(await queue.count()).toBe(expected.length)
  })

  it("reads past seed:scale's events without handing them over, and hands over the real ones around them", async () => {
    await freshQueue()
    const seeded = { ...metadata, seeded: true as const }
    await submit()
    await submitContactRequest({ eventStore: eventStore() }, request, seeded)
    await submit()
    await submitContactRequest({ eventStore: eventStore() }, request, seeded)
    const first = relay()
    await relayAll(first)
    expect(await jobIds()).toEqual((await contactPositions()).map((position) => `contact-${position}`).sort())
    expect(await queue.count()).toBe((await contactPositions()).length)
    // Moved over the last (seeded) event the normal way: a later pass reads from there.
    const newest = await database.db
      .selectFrom('events')
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirstOrThrow()
    expect((await readCheckpoint(database.db, JOBS_RELAY)).position).toBe(Number(newest.position))
  })

  it('never skips an event whose transaction commits after a later one', async () => {
    await freshQueue()
    const active = relay()
    await relayAll(active)
    const before = new Set(await jobIds())

    let releaseLate!: () => void
    const lateMayCommit = new Promise<void>((resolve) => {
      releaseLate = resolve
    })
    let lateWritten!: () => void
    const lateIsWritten = new Promise<void>((resolve) => {
      lateWritten = resolve
    })
    const late = database.db.transaction().execute(async (trx) => {
      await eventStore().append(
        {
          streamType: 'contact_request',
          streamId: crypto.randomUUID(),
          expectedVersion: 0,
          events: [
            { type: 'ContactRequestSubmitted', data: { ...request, submittedAt: new Date().toISOString() } },
          ],
          metadata,
        },
        trx,
      )
      lateWritten()
      await lateMayCommit
    })
    await lateIsWritten
    await submit()

    // The early event is committed, but the late one has the lower position and is still open:
    // the relay hands over neither rather than moving its checkpoint past the late one.
    const checkpoint = await readCheckpoint(database.db, JOBS_RELAY)
    await active.runOnce()
    expect(await jobIds()).toEqual([...before].sort())
    expect(await readCheckpoint(database.db, JOBS_RELAY)).toEqual(checkpoint)

    releaseLate()
    await late
    await relayAll(active)
    const added = (await jobIds()).filter((id) => !before.has(id))
    const positions = (await contactPositions()).slice(-2)
    expect(added.sort()).toEqual(positions.map((position) => `contact-${position}`).sort())
    expect(await active.lag()).toBe(0)
  })

  it('keeps events in PostgreSQL while Redis is unreachable, without waiting on it', async () => {
    await freshQueue()
    await submit()
    const offline = relay({ redisUrl: 'redis://127.0.0.1:1' })
    const started = Date.now()
    expect(await offline.runOnce()).toBe(0)
    expect(Date.now() - started).toBeLessThan(3000)
    expect(await offline.lag()).toBe((await contactPositions()).length)
    expect(await readCheckpoint(database.db, JOBS_RELAY)).toEqual(START_CHECKPOINT)
  })

  it('lets only one relay work at a time, and another takes over when it stops', async () => {
    await freshQueue()
    const one = relay()
    const two = relay()
    await one.runOnce()
    await two.runOnce()
    expect(one.isLeader()).toBe(true)
    expect(two.isLeader()).toBe(false)
    await one.stop()
    await submit()
    await relayAll(two)
    expect(two.isLeader()).toBe(true)
    const [position] = (await contactPositions()).slice(-1)
    expect(await queue.getJob(`contact-${position}`)).toBeDefined()
  })

  it('wakes up on the events_appended notification, without waiting for a poll', async () => {
    // Polls far apart: an event relayed within seconds came through the notification.
    await freshQueue({ RELAY_POLL_MS: '30000' })
    const listening = relay()
    listening.start()
    await waitFor(() => listening.isLeader(), 'the relay to take its lock')
    await relayAll(listening)
    await submit()
    const [position] = (await contactPositions()).slice(-1)
    await waitFor(() => queue.getJob(`contact-${position}`), 'the notified event to be enqueued', 10_000)
  })

  it('recovers when PostgreSQL drops its connections (as in a restart)', async () => {
    await freshQueue()
    const surviving = relay()
    surviving.start()
    await waitFor(() => surviving.isLeader(), 'the relay to take its lock')
    await adminQuery(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database.name],
    )
    // The test's own pool may hand out a dropped connection once, as the API's would.
    await waitFor(
      () =>
        submit().then(
          () => true,
          () => false,
        ),
      'a submission after the drop',
    )
    const [position] = (await contactPositions()).slice(-1)
    await waitFor(() => queue.getJob(`contact-${position}`), 'an event after the drop to be enqueued')
    expect(surviving.isLeader()).toBe(true)
  })
})
