import { buildTestApp, type TestApp } from '@ttsg/services/api/testing/build-test-app.ts'
import { type SmtpPeer, startSmtpPeer } from '@ttsg/services/core/testing/smtp-peer.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningWorker } from './start-worker.ts'
import { createPrivateRedis, type PrivateRedis } from './testing/private-redis.ts'
import { startTestWorker } from './testing/test-worker.ts'
import { sleep, uniquePrefix, waitFor, workerConfig } from './testing/worker-env.ts'

const visitor = {
  nama: 'Agus Pratama',
  email: 'agus@example.co.id',
  no_telp: '082112345678',
  permasalahan: 'Nyamuk',
  jenis_usaha: 'Rumah',
  deskripsi: '',
}

let t: TestApp
let smtp: SmtpPeer
let redis: PrivateRedis
let worker: RunningWorker

beforeAll(async () => {
  redis = await createPrivateRedis()
  t = await buildTestApp({ REDIS_URL: redis.url })
  smtp = await startSmtpPeer()
})
afterAll(async () => {
  await worker?.stop()
  await redis.stop()
  await smtp.close()
  await t.close()
})

describe('Redis outage', () => {
  it('accepts and keeps a contact request while Redis is down, and emails it exactly once when Redis is back', async () => {
    const config = workerConfig({
      databaseUrl: t.database.url,
      smtpUrl: smtp.url,
      prefix: uniquePrefix(),
      redisUrl: redis.url,
    })
    worker = await startTestWorker(config)
    await waitFor(() => worker.relay.isLeader(), 'the relay to start')

    await redis.stop()
    const response = await t.app.inject({ method: 'POST', url: '/api/kontak', payload: visitor })
    expect(response.statusCode).toBe(201)
    expect(response.json().status).toBe('sukses')
    const stored = await t.database.db
      .selectFrom('events')
      .select(['position', 'type'])
      .where('stream_id', '=', response.json().data.id)
      .executeTakeFirstOrThrow()
    expect(stored.type).toBe('ContactRequestSubmitted')

    // Several relay polls go by: the event waits in PostgreSQL, nothing is sent or lost.
    await sleep(1500)
    expect(smtp.delivered).toHaveLength(0)
    expect(await worker.relay.lag()).toBe(1)

    await redis.start()
    const mail = await waitFor(() => smtp.delivered[0], 'the email once Redis is back', 30_000)
    expect(mail.header('message-id')).toContain(`<contact-${stored.position}@`)
    expect(mail.text).toContain(visitor.nama)
    await waitFor(async () => (await worker.relay.lag()) === 0, 'the relay to catch up')
    await sleep(1000)
    expect(smtp.delivered).toHaveLength(1)
  })

  it('stops promptly when asked to while Redis is down', async () => {
    await redis.stop()
    const started = Date.now()
    await worker.stop()
    expect(Date.now() - started).toBeLessThan(5000)
  })
})
