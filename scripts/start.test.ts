import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../services/core/testing/private-postgres.ts'
import { type SmtpPeer, startSmtpPeer } from '../services/core/testing/smtp-peer.ts'
import { adminQuery, databaseUrl } from '../services/core/testing/test-db.ts'
import { type Captured, spawnCaptured } from './testing/spawn-captured.ts'

// `npm start` as a newcomer runs it: on a database that does not exist yet it creates it, seeds
// the demo, starts API and worker, says where to open the product, and a contact request really
// becomes an email. Ctrl+C (SIGTERM here) stops everything cleanly.

const database = `ttsg_start_${process.pid}`
let smtp: SmtpPeer
let product: Captured
let port: number
const web = mkdtempSync(path.join(tmpdir(), 'ttsg-web-'))

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out; output so far:\n${product.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

beforeAll(async () => {
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>TTSG</title>')
  smtp = await startSmtpPeer()
  port = await freePort()
  product = spawnCaptured(['scripts/start.ts'], {
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_URL: databaseUrl(database),
    QUEUE_PREFIX: `ttsg-start-${process.pid}`,
    SMTP_URL: smtp.url,
    WEB_DIST_DIR: web,
    LOG_LEVEL: 'warn',
    RELAY_POLL_MS: '100',
  })
  // The API seeds the demo before it listens; the seed waits up to a minute for the relay to see
  // its contact requests (prospects/demo-seed.ts), which another open transaction can hold back.
  await until(
    async () => ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? true : undefined),
    120_000,
  )
}, 150_000)

afterAll(async () => {
  product.killGroup()
  await smtp.close()
  rmSync(web, { recursive: true, force: true })
  await adminQuery(`drop database if exists "${database}" with (force)`)
})

describe('npm start', () => {
  it('says where to open the product and lists the demo accounts', () => {
    expect(product.output()).toContain(`buka http://localhost:${port}`)
    expect(product.output()).toContain('admin / Admin#12345')
  })

  it('created the database and seeded the demo accounts and catalogue', async () => {
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Admin#12345' }),
    })
    expect(login.status).toBe(200)
    expect(((await login.json()) as { role: string }).role).toBe('admin')
    const catalogue = (await (await fetch(`http://127.0.0.1:${port}/api/katalog_harga/getData`)).json()) as {
      data: unknown[]
    }
    expect(catalogue.data.length).toBeGreaterThan(0)
  })

  it('emails the company when a visitor sends the contact form', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/kontak`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        nama: 'Bu Wati',
        email: 'wati@example.id',
        no_telp: '081298765432',
        permasalahan: 'Semut',
        jenis_usaha: 'Rumah',
      }),
    })
    expect(response.status).toBe(201)
    const mail = await until(
      async () => smtp.delivered.find((message) => message.text.includes('Bu Wati')),
      60_000,
    )
    expect(mail.header('reply-to')).toContain('wati@example.id')
  }, 90_000)

  it('stops API and worker on SIGTERM', async () => {
    product.child.kill('SIGTERM')
    const code = await new Promise<number | null>((resolve) => product.child.once('exit', resolve))
    expect(code).toBe(0)
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow()
  })
})
