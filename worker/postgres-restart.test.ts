import { createDb, type Db, ensureDatabase } from '@ttsg/services/core/database.ts'
import { createEventStore } from '@ttsg/services/core/event-store/event-store.ts'
import { migrateToLatest } from '@ttsg/services/core/migrate.ts'
import { type PrivatePostgres, startPrivatePostgres } from '@ttsg/services/core/testing/private-postgres.ts'
import { type SmtpPeer, startSmtpPeer } from '@ttsg/services/core/testing/smtp-peer.ts'
import { submitContactRequest } from '@ttsg/services/modules/contact/index.ts'
import { moduleKit } from '@ttsg/services/modules/index.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningWorker } from './start-worker.ts'
import { startTestWorker } from './testing/test-worker.ts'
import {
  removeQueueKeys,
  SHARED_REDIS_URL,
  sleep,
  testLogger,
  uniquePrefix,
  waitFor,
  workerConfig,
} from './testing/worker-env.ts'

let postgres: PrivatePostgres
let smtp: SmtpPeer
let db: Db
let worker: RunningWorker | undefined
let prefix: string
let databaseUrl: string

beforeAll(async () => {
  postgres = await startPrivatePostgres()
  databaseUrl = postgres.url.replace(/\/postgres$/, '/ttsg')
  await ensureDatabase(databaseUrl)
  db = createDb(databaseUrl, testLogger(), 2).db
  await migrateToLatest(db)
  smtp = await startSmtpPeer()
  prefix = uniquePrefix()
}, 60_000)
afterAll(async () => {
  await worker?.stop()
  await db?.destroy()
  await smtp?.close()
  postgres?.destroy()
  await removeQueueKeys(SHARED_REDIS_URL, prefix)
})

const submit = () =>
  submitContactRequest(
    { eventStore: createEventStore(db, moduleKit()) },
    {
      nama: 'Wahyu Hidayat',
      email: 'wahyu@example.co.id',
      no_telp: '081399988877',
      permasalahan: 'Lalat',
      jenis_usaha: 'Bisnis',
      deskripsi: 'Lalat di area produksi.',
    },
    { userId: null, role: null, requestId: null },
  )

describe('PostgreSQL restart', () => {
  it('the worker survives it, and relays and emails what is written afterwards exactly once', async () => {
    const config = workerConfig({ databaseUrl, smtpUrl: smtp.url, prefix })
    worker = await startTestWorker(config)
    await waitFor(() => worker!.relay.isLeader(), 'the relay to start')
    await submit()
    await waitFor(() => smtp.delivered[0], 'the first email')

    postgres.stop()
    // Down for a moment: connections are refused, as during a real restart.
    await sleep(500)
    postgres.start()
    // The first statements after a restart may meet connections the pool has not dropped yet.
    await waitFor(
      () =>
        submit().then(
          () => true,
          () => false,
        ),
      'a submission after the restart',
    )
    await waitFor(() => smtp.delivered[1], 'the email of the request written after the restart', 30_000)
    expect(worker.relay.isLeader()).toBe(true)
    await sleep(500)
    expect(smtp.delivered).toHaveLength(2)
    expect(new Set(smtp.delivered.map((mail) => mail.header('message-id'))).size).toBe(2)
  })

  it('records an email the SMTP server accepted while PostgreSQL was down, and never sends it again', async () => {
    const before = smtp.delivered.length
    // The SMTP server holds the message; PostgreSQL goes down before it answers.
    smtp.respond = () => ({ acceptAfterMs: 1500 })
    await submit()
    await smtp.held
    postgres.stop()
    await waitFor(() => smtp.delivered[before], 'the email accepted while PostgreSQL is down', 10_000)
    await sleep(1500)
    postgres.start()
    smtp.respond = () => 'accept'
    await waitFor(
      () =>
        db
          .selectFrom('sent_messages')
          .select('message_key')
          .execute()
          .then((rows) => (rows.length === before + 1 ? true : undefined))
          .catch(() => undefined),
      'the send to be recorded',
      30_000,
    )
    await sleep(2000)
    expect(smtp.delivered).toHaveLength(before + 1)
  })
})
