import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TestApp } from '../services/api/testing/build-test-app.ts'
import type { Config } from '../services/core/config.ts'
import { createLogger } from '../services/core/logger.ts'
import type { SmtpPeer } from '../services/core/testing/smtp-peer.ts'
import { type RunningWorker, startWorker } from '../worker/start-worker.ts'
import { openQueue, removeTestQueueKeys, testWorkerConfig, waitFor } from '../worker/testing/worker-env.ts'
import { startUsedDatabase, type UsedDatabase } from './testing/used-database.ts'

// seed:scale on a database whose website keeps sending contact requests: every real request is
// emailed exactly once (before, during and after the seed, worker running or stopped meanwhile),
// and no seeded one ever. The seed used to jump the relay's checkpoint to the newest event: a
// stopped worker then never emailed the real requests of the seed's time, and a running one emailed
// the seeded requests it reached before the jump.

let used: UsedDatabase
let t: TestApp
let smtp: SmtpPeer
let config: Config
let worker: RunningWorker | undefined
// The real requests by their sender's address (the email's Reply-To); seeded ones are @example.com.
const real: string[] = []
// What the worker logs at error level or above (a skipped seeded request is no error).
const errors: string[] = []
const logger = createLogger('error', 'seed-mail-worker', { write: (line: string) => errors.push(line) })

beforeAll(async () => {
  used = await startUsedDatabase()
  ;({ t, smtp } = used)
})
// Each test (and its retry) counts only its own emails, from queues of its own: a failed test's
// jobs left in Redis must not be sent during the next one.
beforeEach(() => {
  config = testWorkerConfig(t.database.url, smtp.url)
  smtp.delivered.length = 0
  real.length = 0
  errors.length = 0
})
afterEach(async () => {
  await worker?.stop()
  worker = undefined
  await removeTestQueueKeys(config)
})
afterAll(async () => {
  await used.close()
})

const seed = (customers: number) => used.seed(customers)

let sent = 0
const contact = async () => {
  sent += 1
  const email = `nyata.${sent}@contoh.co.id`
  real.push(email)
  await used.sendContact({ nama: 'Pengunjung', email })
}
const contacts = async (n: number) => {
  for (let i = 0; i < n; i += 1) await contact()
}

// Seeds while the website keeps sending contact requests; returns how many it sent meanwhile.
async function seedWhileContacted(customers: number): Promise<number> {
  const before = real.length
  let seeding = true
  const load = (async () => {
    while (seeding) {
      await contact()
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  const result = await seed(customers).finally(() => {
    seeding = false
  })
  await load
  expect(result.code, result.stderr).toBe(0)
  return real.length - before
}

// Emails per sender address, from what the SMTP peer received.
const emailsPerSender = () => {
  const counts = new Map<string, number>()
  for (const mail of smtp.delivered) {
    const sender = /<([^>]+)>/.exec(mail.header('reply-to') ?? '')?.[1] ?? mail.header('reply-to') ?? ''
    counts.set(sender, (counts.get(sender) ?? 0) + 1)
  }
  return counts
}

// Once the worker has emailed every real request and has nothing left queued, each real request
// has exactly one email and nothing else was emailed: the relay hands over in the store's order, so
// the requests sent after the seed come after every seeded one.
async function everyRealRequestEmailedOnce() {
  await waitFor(
    () => real.every((email) => emailsPerSender().has(email)),
    'every real request emailed',
    60_000,
  )
  const mail = openQueue(config)
  try {
    await waitFor(async () => {
      const counts = await mail.getJobCounts('waiting', 'active', 'delayed', 'prioritized')
      return Object.values(counts).every((n) => n === 0)
    }, 'the mail queue empty')
    expect((await mail.getJobCounts('failed')).failed).toBe(0)
  } finally {
    await mail.close()
  }
  const counts = emailsPerSender()
  const seededEmailed = [...counts.keys()].filter((sender) => sender.endsWith('@example.com'))
  expect(seededEmailed, 'seeded requests emailed').toEqual([])
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(real.map((email) => [email, 1])))
  expect(errors).toEqual([])
}

const seededRequests = async () =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from events
        where type = 'ContactRequestSubmitted' and metadata @> '{"seeded": true}'`.execute(t.database.db)
    ).rows[0]!.n,
  )

describe('npm run seed:scale and the contact emails', () => {
  it('emails each real request once with the worker running during the seed, and no seeded one', async () => {
    worker = await startWorker(config, logger)
    await contacts(5)
    await waitFor(() => real.every((email) => emailsPerSender().has(email)), 'the first emails')
    const during = await seedWhileContacted(1000)
    expect(during).toBeGreaterThan(5)
    await contacts(5)
    await everyRealRequestEmailedOnce()
    expect(await seededRequests()).toBe(500)
  }, 120_000)

  it('emails each real request once with the worker stopped during the seed and started after', async () => {
    await contacts(5)
    const during = await seedWhileContacted(1000)
    expect(during).toBeGreaterThan(5)
    await contacts(5)
    expect(smtp.delivered).toHaveLength(0)
    worker = await startWorker(config, logger)
    await contacts(3)
    await everyRealRequestEmailedOnce()
  }, 120_000)
})
