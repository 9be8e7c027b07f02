import { buildTestApp, type TestApp } from '@ttsg/services/api/testing/build-test-app.ts'
import { type Config, loadConfig } from '@ttsg/services/core/config.ts'
import { type SmtpPeer, startSmtpPeer } from '@ttsg/services/core/testing/smtp-peer.ts'
import { VISITOR_REQUEST } from '@ttsg/services/modules/contact/testing.ts'
import type { Queue } from 'bullmq'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWorkerMetrics } from './metrics.ts'
import type { RunningWorker } from './start-worker.ts'
import { startTestWorker } from './testing/test-worker.ts'
import {
  openQueue,
  removeTestQueueKeys,
  testLogger,
  testWorkerConfig,
  waitFor,
} from './testing/worker-env.ts'

// The worker's /metrics on its own listener (issue 41 item 5, ADR 0072): after real jobs, the
// queues' depths and failures, the jobs this process ran and the relay's lag, as Prometheus reads
// them; refused without the token.

const TOKEN = 'metrik-rahasia-untuk-prometheus-0123'

let t: TestApp
let smtp: SmtpPeer
let config: Config
let mail: Queue
let worker: RunningWorker

beforeAll(async () => {
  t = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '1000' })
  smtp = await startSmtpPeer()
  // Port 0: the system picks a free one. Loopback is not among the allowed networks here, so the
  // test's own requests need the token.
  config = testWorkerConfig(t.database.url, smtp.url, {
    WORKER_METRICS_PORT: '0',
    METRICS_TOKEN: TOKEN,
    METRICS_ALLOW_FROM: '10.9.0.0/16',
  })
  mail = openQueue(config)
  worker = await startTestWorker(config)
})
afterAll(async () => {
  await worker?.stop()
  await mail?.close()
  if (config) await removeTestQueueKeys(config)
  await smtp?.close()
  await t?.close()
})

const scrape = async (headers: { authorization?: string } = { authorization: `Bearer ${TOKEN}` }) =>
  fetch(`http://127.0.0.1:${worker.metrics.address!.port}/metrics`, {
    headers: headers.authorization ? { authorization: headers.authorization } : {},
  })

async function figures(): Promise<string> {
  const answer = await scrape()
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return answer.text()
}

function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const body = /\{(.*)\}/.exec(line)?.[1] ?? ''
    const found = Object.fromEntries([...body.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    if (Object.entries(labels).every(([key, value]) => found[key] === value))
      return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return undefined
}

async function submitContact(nama: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/kontak',
    payload: { ...VISITOR_REQUEST, nama },
  })
  expect(answer.statusCode).toBe(201)
}

describe("the worker's /metrics", () => {
  it('counts the jobs it ran and shows the queues empty once the emails are sent', async () => {
    // Counted from what is there already (a retried test finds its first attempt's jobs).
    const before = await figures()
    const completedBefore = sample(before, 'ttsg_jobs_total', { queue: 'mail', outcome: 'completed' }) ?? 0
    const delivered = smtp.delivered.length
    await submitContact('Budi Satu')
    await submitContact('Budi Dua')
    await waitFor(() => smtp.delivered.length === delivered + 2, 'both contact emails')
    await waitFor(
      async () => (await mail.getJobCounts('completed')).completed === completedBefore + 2,
      'both jobs to complete',
    )

    const text = await figures()
    expect(sample(text, 'ttsg_jobs_total', { queue: 'mail', outcome: 'completed' })).toBe(completedBefore + 2)
    expect(sample(text, 'ttsg_queue_jobs', { queue: 'mail', state: 'waiting' })).toBe(0)
    expect(sample(text, 'ttsg_queue_jobs', { queue: 'mail', state: 'failed' })).toBe(0)
    expect(sample(text, 'ttsg_relay_lag_events')).toBe(0)
    expect(sample(text, 'ttsg_metrics_source_up', { source: 'redis' })).toBe(1)
    expect(sample(text, 'ttsg_metrics_source_up', { source: 'postgres' })).toBe(1)
    expect(sample(text, 'ttsg_db_pool_connections')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0)
  })

  it('shows a failed job and a delayed one in their queues', async () => {
    // A job no handler knows fails at once, without retries (start-worker.ts).
    await mail.add('tidak-dikenal', {})
    await waitFor(async () => (await mail.getJobCounts('failed')).failed === 1, 'the job to fail')
    await mail.add('tidak-dikenal', {}, { delay: 600_000 })

    const text = await figures()
    expect(sample(text, 'ttsg_queue_jobs', { queue: 'mail', state: 'failed' })).toBe(1)
    expect(sample(text, 'ttsg_queue_jobs', { queue: 'mail', state: 'delayed' })).toBe(1)
    expect(sample(text, 'ttsg_jobs_total', { queue: 'mail', outcome: 'failed' })).toBe(1)
    expect(sample(text, 'ttsg_queue_jobs', { queue: 'scheduled', state: 'waiting' })).toBe(0)
  })

  it("shows the relay's lag in events while it does not hand them over", async () => {
    await worker.relay.stop()
    const lagBefore = sample(await figures(), 'ttsg_relay_lag_events') ?? 0
    const delivered = smtp.delivered.length
    for (const nama of ['Citra Satu', 'Citra Dua', 'Citra Tiga']) await submitContact(nama)
    const text = await figures()
    expect(sample(text, 'ttsg_relay_lag_events')).toBe(lagBefore + 3)
    expect(smtp.delivered).toHaveLength(delivered)
  })

  it('refuses a scrape without the token, or with another, outside the allowed networks', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}-lain` }]) {
      const answer = await scrape(headers)
      expect(answer.status).toBe(401)
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
      expect(await answer.text()).not.toContain('ttsg_queue_jobs')
    }
    expect((await fetch(`http://127.0.0.1:${worker.metrics.address!.port}/lain`)).status).toBe(404)
  })

  it('still answers while Redis and PostgreSQL do not, saying which source failed', async () => {
    // Nothing listens on port 1; the relay's lag query fails as it would with PostgreSQL away.
    const away = await startWorkerMetrics({
      config: loadConfig({ ...process.env, REDIS_URL: 'redis://127.0.0.1:1', WORKER_METRICS_PORT: '0' }),
      logger: testLogger(),
      pool: t.database.pool,
      queueNames: ['mail'],
      relayLag: () => Promise.reject(new Error('database tidak menjawab')),
    })
    try {
      const answer = await fetch(`http://127.0.0.1:${away.address!.port}/metrics`)
      expect(answer.status).toBe(200)
      const text = await answer.text()
      expect(sample(text, 'ttsg_metrics_source_up', { source: 'redis' })).toBe(0)
      expect(sample(text, 'ttsg_metrics_source_up', { source: 'postgres' })).toBe(0)
      expect(sample(text, 'ttsg_queue_jobs', { queue: 'mail', state: 'waiting' })).toBeUndefined()
      expect(sample(text, 'ttsg_relay_lag_events')).toBeUndefined()
    } finally {
      await away.close()
    }
  })
})
