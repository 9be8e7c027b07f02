import { randomUUID } from 'node:crypto'
import type { Config } from '@ttsg/services/core/config.ts'
import { createEventStore } from '@ttsg/services/core/event-store/event-store.ts'
import { createMailer, type Mailer } from '@ttsg/services/core/mail.ts'
import { type SmtpPeer, startSmtpPeer } from '@ttsg/services/core/testing/smtp-peer.ts'
import { createTestDatabase, type TestDatabase } from '@ttsg/services/core/testing/test-db.ts'
import { submitContactRequest } from '@ttsg/services/modules/contact/index.ts'
import { moduleKit } from '@ttsg/services/modules/index.ts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { JobContext } from '../jobs/types.ts'
import { noQueues } from '../testing/job-context.ts'
import { testLogger, workerConfig } from '../testing/worker-env.ts'
import { contactNotification } from './contact-notification.ts'

let database: TestDatabase
let smtp: SmtpPeer
let mailer: Mailer
let config: Config

beforeAll(async () => {
  database = await createTestDatabase()
  smtp = await startSmtpPeer()
  config = workerConfig({ databaseUrl: database.url, smtpUrl: smtp.url, prefix: 'unused' })
  mailer = createMailer(config.smtpUrl)
})
afterAll(async () => {
  mailer.close()
  await smtp.close()
  await database.drop()
})
afterEach(() => {
  smtp.delivered.length = 0
  smtp.respond = () => 'accept'
})

const context = (): JobContext => ({
  db: database.db,
  mailer,
  config,
  logger: testLogger(),
  queues: noQueues,
  now: () => new Date(),
  jobId: 'test',
  attempt: 1,
})

async function contactRequest(seeded = false) {
  const { id } = await submitContactRequest(
    { eventStore: createEventStore(database.db, moduleKit()) },
    {
      nama: 'Dewi Lestari',
      email: 'dewi@example.co.id',
      no_telp: '081355577799',
      permasalahan: 'Semut',
      jenis_usaha: 'Rumah',
      deskripsi: 'Semut di lemari.',
    },
    { userId: null, role: null, requestId: null, ...(seeded ? { seeded: true as const } : {}) },
  )
  return { contactRequestId: id }
}

describe('contact notification job', () => {
  it('sends nothing when it runs again after the email was sent (a re-run after a crash)', async () => {
    const payload = await contactRequest()
    await contactNotification.handle(payload, context())
    await contactNotification.handle(payload, context())
    expect(smtp.delivered).toHaveLength(1)
  })

  it('sends once when two runs of the same job overlap (a stalled job taken up while still running)', async () => {
    smtp.respond = () => ({ acceptAfterMs: 300 })
    const payload = await contactRequest()
    await Promise.all([
      contactNotification.handle(payload, context()),
      contactNotification.handle(payload, context()),
    ])
    expect(smtp.delivered).toHaveLength(1)
  })

  it('records nothing when the send fails, so the retry sends it', async () => {
    const payload = await contactRequest()
    smtp.respond = () => ({ code: 451, message: 'Coba lagi nanti' })
    await expect(contactNotification.handle(payload, context())).rejects.toMatchObject({ responseCode: 451 })
    smtp.respond = () => 'accept'
    await contactNotification.handle(payload, context())
    expect(smtp.delivered).toHaveLength(1)
  })

  it('turns a permanent refusal into an unrecoverable failure', async () => {
    const payload = await contactRequest()
    smtp.respond = () => ({ code: 550, message: 'Mailbox tidak dikenal' })
    await expect(contactNotification.handle(payload, context())).rejects.toMatchObject({
      name: 'UnrecoverableError',
    })
  })

  it('sends nothing, and fails nothing, for a contact request that seed:scale made up', async () => {
    await contactNotification.handle(await contactRequest(true), context())
    expect(smtp.delivered).toHaveLength(0)
  })

  it('fails (and is retried) when the contact request cannot be found', async () => {
    await expect(contactNotification.handle({ contactRequestId: randomUUID() }, context())).rejects.toThrow(
      'tidak ditemukan',
    )
    expect(smtp.delivered).toHaveLength(0)
  })
})
