import { buildTestApp, type TestApp } from '@ttsg/services/api/testing/build-test-app.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import { runScript } from '@ttsg/services/core/testing/run-script.ts'
import { type SmtpAnswer, type SmtpPeer, startSmtpPeer } from '@ttsg/services/core/testing/smtp-peer.ts'
import { VISITOR_REQUEST } from '@ttsg/services/modules/contact/testing.ts'
import type { Queue } from 'bullmq'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RunningWorker } from './start-worker.ts'
import { startTestWorker } from './testing/test-worker.ts'
import {
  openQueue,
  removeTestQueueKeys,
  sleep,
  testWorkerConfig,
  waitFor,
  workerEnv,
} from './testing/worker-env.ts'

const visitor = VISITOR_REQUEST

let t: TestApp
let smtp: SmtpPeer
let config: Config
let queue: Queue
let worker: RunningWorker | undefined

beforeAll(async () => {
  t = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '1000' })
  smtp = await startSmtpPeer()
})
afterAll(async () => {
  await smtp.close()
  await t.close()
})
afterEach(async () => {
  await worker?.stop()
  worker = undefined
  await queue.close()
  await removeTestQueueKeys(config)
})

// Each test: a fresh SMTP behaviour, its own queue prefix, and a worker running in-process.
async function run(respond: (attempt: number) => SmtpAnswer) {
  smtp.delivered.length = 0
  const attemptsBefore = smtp.attempts()
  smtp.respond = (attempt) => respond(attempt - attemptsBefore)
  config = testWorkerConfig(t.database.url, smtp.url)
  queue = openQueue(config)
  worker = await startTestWorker(config)
  return { attempts: () => smtp.attempts() - attemptsBefore }
}

async function submitContact(body: Record<string, string> = visitor) {
  const response = await t.app.inject({ method: 'POST', url: '/api/kontak', payload: body })
  expect(response.statusCode).toBe(201)
  const id: string = response.json().data.id
  const event = await t.database.db
    .selectFrom('events')
    .select('position')
    .where('stream_id', '=', id)
    .executeTakeFirstOrThrow()
  return { id, position: event.position, jobId: `contact-${event.position}` }
}

const sentRows = (messageKey: string) =>
  t.database.db.selectFrom('sent_messages').selectAll().where('message_key', '=', messageKey).execute()

describe('contact-request notification', () => {
  it('emails the company every field, with Reply-To the visitor and a deterministic Message-ID', async () => {
    await run(() => 'accept')
    const { position, jobId } = await submitContact()
    const mail = await waitFor(() => smtp.delivered[0], 'the email to arrive')

    expect(mail.envelopeTo).toEqual([config.contactEmailTo])
    expect(mail.header('to')).toContain(config.contactEmailTo)
    expect(mail.header('from')).toContain('no-reply@ttsg-pestcontrol.test')
    expect(mail.header('reply-to')).toContain(visitor.email)
    expect(mail.header('reply-to')).toContain(visitor.nama)
    expect(mail.header('message-id')).toBe(`<contact-${position}@ttsg-pestcontrol.test>`)
    expect(mail.header('subject')).toContain('Permintaan kontak baru')
    expect(mail.header('subject')).toContain(visitor.nama)
    for (const value of Object.values(visitor)) {
      expect(mail.text).toContain(value)
    }
    for (const label of ['Nama', 'Email', 'No Telp', 'Permasalahan', 'Jenis usaha', 'Deskripsi']) {
      expect(mail.text).toContain(`${label}:`)
      expect(mail.html).toContain(label)
    }
    expect(mail.html).toContain(visitor.deskripsi)

    const rows = await waitFor(async () => {
      const found = await sentRows(jobId)
      return found.length > 0 && found
    }, 'the send to be recorded')
    expect(rows).toMatchObject([{ message_id: mail.header('message-id'), recipient: config.contactEmailTo }])
    await waitFor(async () => (await queue.getJobState(jobId)) === 'completed', 'the job to complete')
  })

  it('keeps the visitor’s text as text in the HTML email', async () => {
    await run(() => 'accept')
    await submitContact({ ...visitor, deskripsi: '<script>alert(1)</script> & "kutu"' })
    const mail = await waitFor(() => smtp.delivered[0], 'the email to arrive')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;')
    expect(mail.text).toContain('<script>alert(1)</script> & "kutu"')
  })

  it('does not hold back the relay while an email is being sent', async () => {
    await run((attempt) => (attempt === 1 ? { acceptAfterMs: 4000 } : 'accept'))
    const first = await submitContact()
    await smtp.held
    const second = await submitContact({ ...visitor, nama: 'Rudi Hartono' })
    await waitFor(() => queue.getJob(second.jobId), 'the next request to be enqueued', 3000)
    const delivered = smtp.delivered.map((mail) => mail.header('message-id'))
    expect(delivered.some((id) => id?.startsWith(`<${first.jobId}@`))).toBe(false)
    await waitFor(() => smtp.delivered.length === 2, 'both emails')
  })

  it('retries while SMTP answers 4xx, then delivers exactly once', async () => {
    const smtpRun = await run((attempt) =>
      attempt <= 2 ? { code: 451, message: 'Coba lagi nanti' } : 'accept',
    )
    const { jobId } = await submitContact()
    await waitFor(async () => (await queue.getJobState(jobId)) === 'completed', 'the job to complete')
    expect(smtpRun.attempts()).toBe(3)
    expect(smtp.delivered).toHaveLength(1)
    const job = await queue.getJob(jobId)
    expect(job?.attemptsMade).toBe(3)
    await sleep(500)
    expect(smtp.delivered).toHaveLength(1)
    expect(await sentRows(jobId)).toHaveLength(1)
  })

  it('ends as a failed job at once when SMTP refuses permanently (5xx), visible in jobs:status', async () => {
    const smtpRun = await run(() => ({ code: 550, message: 'Mailbox tidak dikenal' }))
    const { jobId } = await submitContact()
    await waitFor(async () => (await queue.getJobState(jobId)) === 'failed', 'the job to fail')
    const [failed] = await queue.getFailed()
    expect(failed?.id).toBe(jobId)
    expect(failed?.attemptsMade).toBe(1)
    expect(failed?.failedReason).toContain('550')
    expect(failed?.failedReason).toContain('permanen')
    expect(await sentRows(jobId)).toHaveLength(0)

    // Backoff in tests is 100 ms: had it been retried, a second attempt would be here by now.
    await sleep(800)
    expect(smtpRun.attempts()).toBe(1)
    expect(smtp.delivered).toHaveLength(0)

    const output = await jobsStatus(config)
    expect(output.code).toBe(0)
    expect(output.stdout).toContain('Antrean "mail"')
    expect(output.stdout).toMatch(/gagal 1/)
    expect(output.stdout).toContain(jobId)
    expect(output.stdout).toContain('contact-notification')
    expect(output.stdout).toContain('percobaan 1')
    expect(output.stdout).toContain(failed!.failedReason)
    expect(output.stdout).toContain('Relay: 0 event belum diteruskan')
  })
})

const jobsStatus = (config: Config) =>
  runScript(
    'worker/jobs-status.ts',
    workerEnv({ databaseUrl: config.databaseUrl, smtpUrl: config.smtpUrl, prefix: config.queuePrefix }),
  )
