import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Captured, spawnCaptured } from '../scripts/testing/spawn-captured.ts'
import {
  freePort,
  type PrivatePostgres,
  startPrivatePostgres,
} from '../services/core/testing/private-postgres.ts'
import { type SmtpPeer, startSmtpPeer } from '../services/core/testing/smtp-peer.ts'
import { createPrivateRedis, type PrivateRedis } from '../worker/testing/private-redis.ts'
import { contactLoad, until as pollUntil } from './support/load.ts'

// The product as `npm start` runs it (supervisor, API, worker) on a private PostgreSQL cluster, a
// private Redis and an SMTP peer, under a steady contact load of 10 requests a second, while one
// fault follows another: the worker killed with SIGKILL in the middle of sending, the API killed
// with SIGKILL, Redis frozen, the SMTP server refusing, PostgreSQL restarted. At the end every
// request answered 201 is stored and emailed, and every duplicate is one the design allows: a
// message the SMTP server accepted after the worker sending it had died, so the worker that took
// the job over could not know; it carries the same Message-ID, so a mailbox can drop it.
// The worker runs with the product's default lock and stall settings, so the time a killed
// worker's email waits is the one production sees (docs/adr/0008).

const LOAD_INTERVAL_MS = 100
const SMTP_DELAY_MS = 150

let postgres: PrivatePostgres
let redis: PrivateRedis
let smtp: SmtpPeer
let product: Captured
let port: number
const output = () => product.output()
const web = mkdtempSync(path.join(tmpdir(), 'ttsg-faults-web-'))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// The shared poll (support/load.ts), showing the product's last output on a timeout.
const until = <T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000) =>
  pollUntil(what, probe, timeoutMs, () => `output:\n${output().slice(-4000)}`)

const productDatabase = () => `postgres://postgres@127.0.0.1:${postgres.port}/ttsg`
const pidsOf = (name: 'api' | 'worker') =>
  [...output().matchAll(new RegExp(`\\[start\\] ${name} berjalan \\(pid (\\d+)\\)`, 'g'))].map((m) =>
    Number(m[1]),
  )
const healthy = async () => ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? true : undefined)

beforeAll(async () => {
  postgres = await startPrivatePostgres()
  redis = await createPrivateRedis()
  smtp = await startSmtpPeer(() => ({ acceptAfterMs: SMTP_DELAY_MS }))
  port = await freePort()
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>TTSG</title>')
  product = spawnCaptured(['scripts/start.ts'], {
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_URL: productDatabase(),
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    CONTACT_EMAIL_TO: 'kantor@ttsg-pestcontrol.test',
    WEB_DIST_DIR: web,
    LOG_LEVEL: 'warn',
    RELAY_POLL_MS: '100',
    CONTACT_RATE_LIMIT_MAX: '100000',
    MAIL_RETRY_ATTEMPTS: '12',
    MAIL_RETRY_BACKOFF_MS: '200',
  })
  await until('the product to answer', healthy)
}, 120_000)

afterAll(async () => {
  product?.killGroup()
  redis.resume()
  await smtp?.close()
  await redis?.stop()
  postgres?.destroy()
  rmSync(web, { recursive: true, force: true })
})

// The steady load (one contact request every 100 ms, each with a name of its own) against the
// one API that npm start supervises.
function startLoad() {
  const load = contactLoad([{ url: `http://127.0.0.1:${port}` }], 'Uji Beban')
  load.start(LOAD_INTERVAL_MS)
  return load
}

const deliveredNames = () => {
  const counts = new Map<string, { count: number; messageIds: Set<string> }>()
  for (const mail of smtp.delivered) {
    const nama = /^Nama: (.+)$/m.exec(mail.text)?.[1]
    if (!nama) continue
    const entry = counts.get(nama) ?? { count: 0, messageIds: new Set<string>() }
    entry.count += 1
    entry.messageIds.add(mail.header('message-id') ?? '')
    counts.set(nama, entry)
  }
  return counts
}

describe('contact requests under faults', () => {
  it('stores and emails every acknowledged request once, through kills, freezes and restarts', async () => {
    const load = startLoad()
    const figures: Record<string, number | string> = {}
    await sleep(3_000)

    // 1. The worker, killed with SIGKILL while it holds emails in the middle of sending.
    smtp.respond = () => ({ acceptAfterMs: 3_000 })
    const attemptsBefore = smtp.attempts()
    await until('an email in the middle of sending', () =>
      smtp.attempts() > attemptsBefore ? true : undefined,
    )
    await sleep(300)
    const [worker] = pidsOf('worker').slice(-1)
    const pendingAtKill = new Set(load.acknowledged.values())
    const idsAtKill = [...load.acknowledged.keys()]
    const killedAt = Date.now()
    process.kill(worker!, 'SIGKILL')
    smtp.respond = () => ({ acceptAfterMs: SMTP_DELAY_MS })
    await until('the worker to be restarted', () => (pidsOf('worker').length > 1 ? true : undefined))
    // The jobs the dead worker held are done when another worker has recorded their emails as sent
    // (the SMTP peer accepting the dead worker's messages does not count: nobody recorded them).
    const database = new pg.Client({ connectionString: productDatabase() })
    await database.connect()
    await until(
      'the jobs of the killed worker to be taken up and done',
      async () => {
        const { rows } = await database.query(
          `select count(*)::int as n from contact_requests c where c.id = any($1) and not exists
             (select 1 from sent_messages s where s.message_key = 'contact-' || c.event_position)`,
          [idsAtKill],
        )
        return rows[0].n === 0 ? true : undefined
      },
      90_000,
    )
    await database.end()
    figures.workerKillToJobsDoneMs = Date.now() - killedAt

    // 2. The API, killed with SIGKILL under load.
    const [api] = pidsOf('api').slice(-1)
    const apiKilledAt = Date.now()
    process.kill(api!, 'SIGKILL')
    await until('the API to be restarted', () => (pidsOf('api').length > 1 ? true : undefined))
    await until('the API to answer again', healthy)
    figures.apiDownMs = Date.now() - apiKilledAt
    await sleep(2_000)

    // 3. Redis frozen: the API keeps taking requests, the relay waits, nothing is lost.
    redis.pause()
    await sleep(8_000)
    redis.resume()
    await sleep(2_000)

    // 4. The SMTP server refusing with 451 for a while: the worker retries with backoff.
    smtp.respond = () => ({ code: 451, message: 'Coba lagi nanti' })
    await sleep(5_000)
    smtp.respond = () => ({ acceptAfterMs: SMTP_DELAY_MS })
    await sleep(2_000)

    // 5. PostgreSQL restarted.
    postgres.restart()
    await sleep(3_000)
    await load.stop()

    const acknowledged = [...load.acknowledged.entries()]
    await until(
      'every acknowledged request to be emailed',
      () => {
        const delivered = deliveredNames()
        return acknowledged.every(([, nama]) => delivered.has(nama)) ? true : undefined
      },
      120_000,
    )

    const client = new pg.Client({ connectionString: productDatabase() })
    await client.connect()
    const stored = new Set(
      (await client.query<{ id: string }>('select id from contact_requests')).rows.map((row) => row.id),
    )
    const sentRecords = Number((await client.query('select count(*) as n from sent_messages')).rows[0].n)
    await client.end()

    const delivered = deliveredNames()
    const duplicates = [...delivered.entries()].filter(([, entry]) => entry.count > 1)
    Object.assign(figures, {
      sent: load.sent(),
      acknowledged: acknowledged.length,
      refused: JSON.stringify(Object.fromEntries(load.refused)),
      stored: stored.size,
      emails: smtp.delivered.length,
      recordedSent: sentRecords,
      duplicates: duplicates.length,
    })
    console.log('fault run:', JSON.stringify(figures))

    expect(acknowledged.length).toBeGreaterThan(200)
    for (const [id] of acknowledged) expect(stored.has(id), `request ${id} stored`).toBe(true)
    for (const [, nama] of acknowledged) expect(delivered.has(nama), `${nama} emailed`).toBe(true)
    // Each duplicate is the same message (one Message-ID) and comes from the worker kill: at most
    // one per job that worker had in flight.
    for (const [nama, entry] of duplicates) {
      expect(entry.messageIds.size, `${nama}: one Message-ID`).toBe(1)
      expect(pendingAtKill.has(nama), `${nama} was in flight when the worker died`).toBe(true)
    }
    expect(duplicates.length).toBeLessThanOrEqual(4)
    expect(output()).toContain('[start] worker berhenti (SIGKILL); dijalankan ulang')
    expect(output()).toContain('[start] api berhenti (SIGKILL); dijalankan ulang')

    // Ctrl+C still stops everything gracefully.
    product.child.kill('SIGTERM')
    const code = await new Promise<number | null>((resolve) => product.child.once('exit', resolve))
    expect(code).toBe(0)
  }, 300_000)
})
