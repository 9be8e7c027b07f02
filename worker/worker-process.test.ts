import { buildTestApp, type TestApp } from '@ttsg/services/api/testing/build-test-app.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import { type SmtpPeer, startSmtpPeer } from '@ttsg/services/core/testing/smtp-peer.ts'
import type { Queue } from 'bullmq'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RunningWorker } from './start-worker.ts'
import { startTestWorker } from './testing/test-worker.ts'
import { openQueue, removeTestQueueKeys, sleep, testWorkerSettings, waitFor } from './testing/worker-env.ts'
import { spawnWorker, type WorkerProcess } from './testing/worker-process.ts'

const visitor = {
  nama: 'Sari Dewi',
  email: 'sari@example.co.id',
  no_telp: '0317654321',
  permasalahan: 'Kecoa',
  jenis_usaha: 'Bisnis',
  deskripsi: 'Kecoa di dapur restoran.',
}

let t: TestApp
let smtp: SmtpPeer
let config: Config
let env: Record<string, string>
let queue: Queue
let child: WorkerProcess | undefined
let inProcess: RunningWorker | undefined

beforeAll(async () => {
  t = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '1000' })
})
afterAll(() => t.close())
afterEach(async () => {
  if (child && child.child.exitCode === null && child.child.signalCode === null) {
    child.child.kill('SIGKILL')
    await child.exited
  }
  child = undefined
  await inProcess?.stop()
  inProcess = undefined
  await smtp.close()
  await queue.close()
  await removeTestQueueKeys(config)
})

async function setUp(respond: SmtpPeer['respond']) {
  smtp = await startSmtpPeer(respond)
  ;({ env, config } = testWorkerSettings(t.database.url, smtp.url))
  queue = openQueue(config)
}

async function submitContact() {
  const response = await t.app.inject({ method: 'POST', url: '/api/kontak', payload: visitor })
  expect(response.statusCode).toBe(201)
  const event = await t.database.db
    .selectFrom('events')
    .select('position')
    .where('stream_id', '=', response.json().data.id)
    .executeTakeFirstOrThrow()
  return `contact-${event.position}`
}

describe('worker process', () => {
  it('killed with SIGKILL in the middle of sending: a new worker delivers the email exactly once', async () => {
    await setUp((attempt) => (attempt === 1 ? 'hold' : 'accept'))
    child = spawnWorker(env)
    const jobId = await submitContact()
    await smtp.held
    expect(await queue.getJobState(jobId)).toBe('active')
    child.child.kill('SIGKILL')
    expect(await child.exited).toBeNull()
    expect(smtp.delivered).toHaveLength(0)

    inProcess = await startTestWorker(config)
    await waitFor(async () => (await queue.getJobState(jobId)) === 'completed', 'the stalled job to complete')
    expect(smtp.delivered).toHaveLength(1)
    expect(smtp.delivered[0]!.header('message-id')).toContain(`<${jobId}@`)
    // Well past another lock period: no second delivery.
    await sleep(config.worker.lockDurationMs + config.worker.stalledIntervalMs)
    expect(smtp.delivered).toHaveLength(1)
    const sent = await t.database.db
      .selectFrom('sent_messages')
      .selectAll()
      .where('message_key', '=', jobId)
      .execute()
    expect(sent).toHaveLength(1)
  })

  it('on SIGTERM finishes the job in flight, then exits 0', async () => {
    await setUp(() => ({ acceptAfterMs: 1000 }))
    child = spawnWorker(env)
    const jobId = await submitContact()
    await smtp.held
    child.child.kill('SIGTERM')
    expect(await child.exited).toBe(0)
    expect(smtp.delivered).toHaveLength(1)
    expect(await queue.getJobState(jobId)).toBe('completed')
    expect(child.output()).toContain('worker stopped')
  })
})
