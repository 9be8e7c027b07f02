import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactBody } from '../loadtest/scenario.ts'
import { createEventStore } from '../services/core/event-store/event-store.ts'
import { createTestDatabase, type TestDatabase } from '../services/core/testing/test-db.ts'
import { submitContactRequest } from '../services/modules/contact/index.ts'
import { moduleKit } from '../services/modules/index.ts'
import { createRelay } from '../worker/relay.ts'
import { subscriptions } from '../worker/subscriptions.ts'
import {
  removeQueueKeys,
  SHARED_REDIS_URL,
  testLogger,
  uniquePrefix,
  workerConfig,
  workerEnv,
} from '../worker/testing/worker-env.ts'
import { explainContactLoss } from './contact-loss.ts'

const metadata = { userId: null, role: null, requestId: 'contact-loss-test' }

let database: TestDatabase
const prefix = uniquePrefix()
// The database's address is known once it is created (beforeAll).
const values = { databaseUrl: '', smtpUrl: 'smtp://127.0.0.1:1', prefix }

beforeAll(async () => {
  database = await createTestDatabase()
  values.databaseUrl = database.url
})
afterAll(async () => {
  await removeQueueKeys(SHARED_REDIS_URL, prefix)
  await database.drop()
})

const submit = () =>
  submitContactRequest({ eventStore: createEventStore(database.db, moduleKit()) }, contactBody(1), metadata)

// The bench prints this when its contact load's count does not add up: it must say where the
// emails stopped, read from the real PostgreSQL and Redis the worker uses.
describe('explainContactLoss', () => {
  it('names the events the relay has not handed over, each queue, and the worker output', async () => {
    await submit()
    await submit()
    // One relay pass hands both to Redis; a third request stays behind in PostgreSQL.
    const relay = createRelay({
      db: database.db,
      config: workerConfig(values),
      subscriptions,
      logger: testLogger(),
    })
    expect(await relay.runOnce()).toBe(2)
    await relay.stop()
    await submit()
    const newest = await database.db
      .selectFrom('events')
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirstOrThrow()

    const text = await explainContactLoss({
      productEnv: workerEnv(values),
      load: { delivered: 7, emailed: 0, otherReplyTo: ['"Siti" <kontak.12.3456@example.com>'] },
      workerOutput: 'first line\n{"level":40,"msg":"relay cannot hand events to Redis"}\n',
    })

    expect(text).toContain(
      'the SMTP peer received 7 mails in all, 0 of them for this load; others replied to "Siti" <kontak.12.3456@example.com>',
    )
    expect(text).toMatch(/Antrean "mail": menunggu 2, berjalan 0, menunggu ulang 0, selesai 0, gagal 0/)
    expect(text).toContain('Relay: 1 event belum diteruskan ke antrean')
    expect(text).toMatch(/relay jobs: at \(\d+, \d+\)/)
    expect(text).toContain(`newest event: (`)
    expect(text).toContain(`, ${newest.position})`)
    expect(text).toContain('"relay cannot hand events to Redis"')
  })

  it('says so when the worker wrote nothing', async () => {
    const text = await explainContactLoss({
      productEnv: workerEnv(values),
      load: { delivered: 0, emailed: 0, otherReplyTo: [] },
      workerOutput: '',
    })
    expect(text).toContain('the worker wrote nothing at warn or above')
  })
})
