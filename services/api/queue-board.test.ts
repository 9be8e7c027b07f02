import { randomUUID } from 'node:crypto'
import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../modules/identity/index.ts'
import type { TestApp } from './testing/build-test-app.ts'
import { bearer, buildSignedInTestApp, signIn } from './testing/signed-in.ts'

// The queue board (Bull Board at /antrean): opened by an admin's cookie from POST /api/antrean/sesi,
// it shows the queues and retries failed jobs, deletes none, and shows nothing to anyone else.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `ttsg-test-board-${randomUUID().slice(0, 8)}`

let t: TestApp
let tokens: Record<string, string>
let mail: Queue
let connection: Redis
let failed: Job

beforeAll(async () => {
  ;({ t, tokens } = await buildSignedInTestApp({ QUEUE_PREFIX: prefix, REDIS_URL }))
  connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null })
  mail = new Queue('mail', { connection, prefix })
  // One job that failed for good, as a refused email would.
  failed = await mail.add('contact-notification', { contactRequestId: 'x' }, { jobId: 'contact-1' })
  const worker = new Worker(
    'mail',
    async () => {
      throw new UnrecoverableError('Server SMTP menolak email secara permanen: 550')
    },
    { connection: connection.duplicate(), prefix },
  )
  await new Promise<void>((resolve) => worker.on('failed', () => resolve()))
  await worker.close()
}, 30_000)
afterAll(async () => {
  await mail.obliterate({ force: true })
  await mail.close()
  connection.disconnect()
  await t.close()
})

async function boardCookie(token: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/antrean/sesi', headers: bearer(token) })
  return { response, cookie: response.cookies.find((c) => c.name === 'ttsg_antrean') }
}

const board = (url: string, cookie?: string, method: 'GET' | 'POST' | 'PUT' = 'GET') =>
  t.app.inject({ method, url, ...(cookie ? { cookies: { ttsg_antrean: cookie } } : {}) })

describe('queue board', () => {
  it('gives an admin a short-lived cookie for /antrean only', async () => {
    const { response, cookie } = await boardCookie(tokens.admin!)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.alamat).toBe('/antrean')
    expect(cookie).toMatchObject({ path: '/antrean', httpOnly: true, sameSite: 'Strict', maxAge: 900 })
    // The cookie is no access token: the API refuses it as a bearer.
    const asBearer = await t.app.inject({ method: 'GET', url: '/api/profil', headers: bearer(cookie!.value) })
    expect(asBearer.statusCode).toBe(401)
  })

  it('shows the queues and their jobs to the admin, and retries a failed job', async () => {
    const { cookie } = await boardCookie(tokens.admin!)
    const page = await board('/antrean', cookie!.value)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    // The board's <base href="/antrean/"> must hold, or its scripts are asked at /static/ (404).
    expect(page.headers['content-security-policy']).toContain("base-uri 'self'")
    expect(page.body).toMatch(/<base href="\/antrean\/"/)

    const queues = await board('/antrean/api/queues?activeQueue=mail&status=failed', cookie!.value)
    expect(queues.statusCode, queues.body).toBe(200)
    const body = queues.json()
    expect(body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual([
      'mail',
      'monthly-report-pdf',
      'scheduled',
    ])
    const shown = body.queues.find((queue: { name: string }) => queue.name === 'mail')
    expect(shown.counts.failed).toBe(1)
    expect(shown.jobs.map((job: { id: string }) => job.id)).toEqual([failed.id])

    const retried = await board(`/antrean/api/queues/mail/${failed.id}/retry`, cookie!.value, 'PUT')
    expect(retried.statusCode, retried.body).toBe(204)
    expect(await mail.getJobState(failed.id!)).toBe('waiting')
  })

  it('deletes nothing: clean, empty, obliterate and remove are refused', async () => {
    const { cookie } = await boardCookie(tokens.admin!)
    for (const url of [
      '/antrean/api/queues/mail/clean/waiting',
      '/antrean/api/queues/mail/empty',
      '/antrean/api/queues/mail/obliterate',
      `/antrean/api/queues/mail/${failed.id}/clean`,
      '/antrean/api/queues/scheduled/job-schedulers/sertifikat-pengingat/remove',
      '/antrean/api/queues/pause',
    ]) {
      const response = await board(url, cookie!.value, 'PUT')
      expect(response.statusCode, url).toBe(403)
    }
    expect((await board('/antrean/api/queues/mail/add', cookie!.value, 'POST')).statusCode).toBe(403)
    expect(await mail.getJob(failed.id!)).toBeDefined()
    expect(await mail.getJobCounts('waiting')).toMatchObject({ waiting: 1 })
  })

  it('shows nothing of the queues signed out, to another role, or after sign-out', async () => {
    for (const url of ['/antrean', '/antrean/api/queues']) {
      const response = await board(url)
      expect(response.statusCode).toBe(401)
      expect(response.body).not.toContain('mail')
      expect((await board(url, 'forged.token.value')).statusCode).toBe(401)
    }
    for (const role of ['pelanggan', 'teknisi']) {
      const { response, cookie } = await boardCookie(tokens[role]!)
      expect(response.statusCode, role).toBe(403)
      expect(cookie).toBeUndefined()
    }

    const admin = await signIn(t, 'admin', DEMO_ACCOUNTS[0].password)
    const { cookie } = await boardCookie(admin.token)
    expect((await board('/antrean/api/queues', cookie!.value)).statusCode).toBe(200)
    const out = await t.app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(admin.token) })
    expect(out.statusCode).toBe(200)
    const after = await board('/antrean/api/queues', cookie!.value)
    expect(after.statusCode).toBe(401)
    expect(after.body).not.toContain('contact-1')
  })
})
