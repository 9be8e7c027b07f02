import { Writable } from 'node:stream'
import { sql } from 'kysely'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../api/app.ts'
import { resolveActorFromToken } from '../../../api/authentication.ts'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, DEMO, login, refresh, seedDemoAccounts } from '../../../api/testing/signed-in.ts'
import { loadConfig } from '../../../core/config.ts'
import { redactPaths } from '../../../core/logger.ts'
import { createTestDatabase, type TestDatabase } from '../../../core/testing/test-db.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({
    LOGIN_MAX_FAILURES_PER_USER: '3',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
    LOGIN_FAILURE_DELAY_MS: '0',
  })
  await seedDemoAccounts(t)
})
afterAll(() => t.close())

const locked = {
  status: 'gagal',
  errMessage: 'Terlalu banyak percobaan login yang gagal, silakan coba lagi beberapa menit lagi',
}

describe('login lock-out', () => {
  it('refuses a username with 429 after repeated failures, even with the right password, until the lock ends', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await login(t, 'teknisi', 'Salah#00000', `10.3.0.${i + 1}`)
      expect(response.statusCode).toBe(401)
    }
    const refused = await login(t, 'teknisi', DEMO.teknisi.password, '10.3.0.9')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual(locked)
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(t.config.loginThrottle.lockMinutes * 60 - 5)
    expect(retryAfter).toBeLessThanOrEqual(t.config.loginThrottle.lockMinutes * 60)
    // Other users are not affected.
    expect((await login(t, 'admin', DEMO.admin.password, '10.3.0.9')).statusCode).toBe(200)

    await sql`update login_failures set locked_until = now() - interval '1 second'`.execute(t.database.db)
    expect((await login(t, 'teknisi', DEMO.teknisi.password, '10.3.0.9')).statusCode).toBe(200)
  })

  it('counts guesses sent in parallel before checking them, so a burst cannot get past the limit', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(t, 'pelanggan', `Tebak#${i}000`, `10.5.0.${i + 1}`)),
    )
    const statuses = burst.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 401)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(9)
    expect((await login(t, 'pelanggan', DEMO.pelanggan.password, '10.5.0.99')).statusCode).toBe(429)
    await sql`delete from login_failures`.execute(t.database.db)
  })

  it('does not hold successful sign-ins against the client address', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect((await login(t, 'admin', DEMO.admin.password, '10.6.0.1')).statusCode).toBe(200)
    }
  })

  it('refuses a client address with 429 after repeated failures across usernames', async () => {
    const address = '10.4.0.1'
    for (let i = 0; i < 6; i += 1) {
      expect((await login(t, `tamu${i}`, 'Salah#00000', address)).statusCode).toBe(401)
    }
    const refused = await login(t, 'pelanggan', DEMO.pelanggan.password, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual(locked)
    expect((await login(t, 'pelanggan', DEMO.pelanggan.password, '10.4.0.2')).statusCode).toBe(200)
  })

  it('keeps the count in PostgreSQL, not in Redis, and stores no password', async () => {
    const rows = await sql<{ key: string }>`select key from login_failures`.execute(t.database.db)
    expect(rows.rows.map((row) => row.key)).toEqual(expect.arrayContaining(['address:10.4.0.1']))
    expect(JSON.stringify(rows.rows)).not.toContain('Salah#00000')
  })

  it('a successful sign-in clears the username count', async () => {
    await login(t, 'admin', 'Salah#00000', '10.5.0.1')
    await login(t, 'admin', 'Salah#00000', '10.5.0.1')
    expect((await login(t, 'admin', DEMO.admin.password, '10.5.0.1')).statusCode).toBe(200)
    // Two more failures would lock a username still counting from before; after the reset they do not.
    await login(t, 'admin', 'Salah#00000', '10.5.0.2')
    await login(t, 'admin', 'Salah#00000', '10.5.0.2')
    expect((await login(t, 'admin', DEMO.admin.password, '10.5.0.3')).statusCode).toBe(200)
  })
})

describe('login slow-down', () => {
  it('answers later attempts more slowly after earlier failures', async () => {
    const slow = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '300', LOGIN_MAX_FAILURES_PER_USER: '10' })
    try {
      await seedDemoAccounts(slow)
      const timed = async () => {
        const started = performance.now()
        const response = await login(slow, 'admin', 'Salah#00000', '10.6.0.1')
        expect(response.statusCode).toBe(401)
        return performance.now() - started
      }
      await timed()
      // After 1 failure: 300 ms; after 2: 600 ms.
      expect(await timed()).toBeGreaterThanOrEqual(290)
      expect(await timed()).toBeGreaterThanOrEqual(590)
    } finally {
      await slow.close()
    }
  })
})

describe('what the log holds', () => {
  let database: TestDatabase
  const lines: string[] = []
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.drop())

  it('never contains a password, a refresh token, an access token or a link token', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, LOGIN_FAILURE_DELAY_MS: '0' })
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const logger = pino({ level: 'trace', redact: { paths: redactPaths, censor: '[disembunyikan]' } }, stream)
    const app = await buildApp({
      config,
      db: database.db,
      logger,
      resolveActor: resolveActorFromToken(config, database.db),
      readiness: {},
    })
    await app.ready()
    const logged = { app, database, config, close: async () => {} } as TestApp
    try {
      await seedDemoAccounts(logged)
      await login(logged, 'admin', 'SalahSekali#999')
      const signedIn = await login(logged, 'admin', DEMO.admin.password)
      const { token } = signedIn.json()
      const cookie = signedIn.cookies.find((c) => c.name === 'ttsg_refresh')!.value
      const rotated = await refresh(logged, cookie)
      const customers = await app.inject({
        method: 'GET',
        url: '/api/pelanggan/getAllData',
        headers: bearer(token),
      })
      const generated = await app.inject({
        method: 'PUT',
        url: '/api/generateToken',
        headers: bearer(token),
        payload: { idpelanggan: customers.json().data[0].idpelanggan },
      })
      const linkToken = new URL(generated.json().data.link).searchParams.get('token')!
      const opened = await app.inject({
        method: 'GET',
        url: `/api/verify-pelanggan/${linkToken}?token=${linkToken}`,
      })
      expect(opened.statusCode).toBe(200)
      await app.inject({ method: 'GET', url: `/api/verify-teknisi/${linkToken}` })

      const log = lines.join('')
      expect(log).toContain('/api/verify-pelanggan/[disembunyikan]')
      for (const secret of [
        'SalahSekali#999',
        DEMO.admin.password,
        token,
        cookie,
        rotated.json().accessToken,
        linkToken,
        opened.json().token,
      ]) {
        expect(log).not.toContain(secret)
      }
    } finally {
      await app.close()
    }
  })
})
