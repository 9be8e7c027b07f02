import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../services/api/testing/build-test-app.ts'
import { contactContract } from '../services/modules/contact/index.ts'
import { createTestAccount } from '../services/modules/identity/testing.ts'
import { assertLoopback, formatReport, runLoadTest } from './autocannon-runner.ts'
import { contactBody, ENDPOINTS, type EndpointResult, judge } from './scenario.ts'

describe('the shared scenario', () => {
  it('sends only contact bodies the form rules accept, and varies them', () => {
    const bodies = Array.from({ length: 200 }, (_, n) => contactBody(n))
    for (const body of bodies) expect(contactContract.validate(body)).toEqual({})
    expect(new Set(bodies.map((b) => b.email)).size).toBe(200)
    expect(new Set(bodies.map((b) => b.permasalahan)).size).toBe(7)
    expect(new Set(bodies.map((b) => b.jenis_usaha)).size).toBe(2)
    expect(new Set(bodies.map((b) => b.nama)).size).toBeGreaterThan(20)
  })

  const catalogue = ENDPOINTS.find((e) => e.name === 'catalogue')!
  const contact = ENDPOINTS.find((e) => e.name === 'contact')!
  const result = (change: Partial<EndpointResult>): EndpointResult => ({
    name: 'catalogue',
    planned: 100,
    completed: 100,
    statuses: { 200: 100 },
    transportErrors: 0,
    latencyMs: { p50: 2, p95: 5, max: 9 },
    durationSeconds: 1,
    ...change,
  })

  it('passes a run within every threshold', () => {
    expect(judge(catalogue, result({})).passed).toBe(true)
  })

  it('fails a slow run, a run with errors and a run that fell behind', () => {
    expect(judge(catalogue, result({ latencyMs: { p50: 2, p95: 500, max: 900 } })).failures[0]).toMatch(
      /^p95/,
    )
    expect(judge(catalogue, result({ statuses: { 200: 90, 500: 10 } })).failures[0]).toMatch(/^error rate/)
    expect(judge(catalogue, result({ transportErrors: 5 })).failures[0]).toMatch(/^error rate/)
    expect(judge(catalogue, result({ completed: 50, statuses: { 200: 50 } })).failures[0]).toMatch(
      /^answered/,
    )
    expect(judge(catalogue, result({ completed: 0, statuses: {} })).passed).toBe(false)
  })

  it('counts 429 from the rate-limited contact form as expected, not as an error', () => {
    const verdict = judge(contact, result({ name: 'contact', statuses: { 201: 5, 429: 95 } }))
    expect(verdict.errorRate).toBe(0)
    expect(verdict.passed).toBe(true)
  })

  it('targets only this machine', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://127.1.2.3',
      'http://[::1]:3000',
    ])
      expect(() => assertLoopback(url)).not.toThrow()
    for (const url of [
      'http://10.0.0.5:3000',
      'http://192.168.1.10',
      'https://example.com',
      'http://0.0.0.0:3000',
    ])
      expect(() => assertLoopback(url)).toThrow(/this machine/)
  })
})

describe('npm run loadtest against the real API', () => {
  let t: TestApp
  let baseUrl: string
  beforeAll(async () => {
    // A high limit so the contact scenario measures the write path rather than the limiter.
    t = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '100000' })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  })
  afterAll(() => t.close())

  // The public pages are files of the web build, which this API instance does not serve; the
  // bench smoke run (bench/bench.test.ts) and `npm run loadtest` against `npm start` cover them.
  it('runs the API endpoints, the signed-in admin ones included, and reports sensible figures', async () => {
    const admin = await createTestAccount(t.database.db, 'admin')
    const endpoints = ENDPOINTS.filter((e) => e.name !== 'pages')
    const before = await t.database.db
      .selectFrom('katalog_harga' as never)
      .selectAll()
      .execute()
    const report = await runLoadTest({
      baseUrl,
      durationSeconds: 2,
      endpoints,
      admin: { username: admin.username, password: admin.password },
    })
    expect(report.endpoints.map((e) => e.endpoint.name)).toEqual([
      'catalogue',
      'contact',
      'adminList',
      'adminEdit',
    ])
    const byName = Object.fromEntries(report.endpoints.map((e) => [e.endpoint.name, e]))
    for (const { endpoint, result, verdict } of report.endpoints) {
      expect(result.transportErrors).toBe(0)
      expect(Object.keys(result.statuses)).toEqual([String(endpoint.expectedStatuses[0])])
      // Bounded by the plan, and the server kept up with a steady arrival rate on loopback.
      expect(result.completed).toBeLessThanOrEqual(result.planned)
      expect(result.completed).toBeGreaterThanOrEqual(result.planned * 0.5)
      expect(result.latencyMs.p50).toBeGreaterThan(0)
      expect(result.latencyMs.p50).toBeLessThanOrEqual(result.latencyMs.p95)
      expect(result.latencyMs.p95).toBeLessThanOrEqual(result.latencyMs.max)
      expect(verdict.errorRate).toBe(0)
    }
    // Every accepted contact request was stored, each with its own body. Requests still in flight
    // when the run's time is up are stored without being counted as answered, so the store may
    // hold a few more than were answered, never more than were planned.
    const stored = await t.database.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'ContactRequestSubmitted')
      .executeTakeFirstOrThrow()
    expect(Number(stored.n)).toBeGreaterThanOrEqual(byName.contact!.result.statuses['201']!)
    expect(Number(stored.n)).toBeLessThanOrEqual(byName.contact!.result.planned)
    // The admin's own entry was edited during the run and deleted at its end.
    expect(
      await t.database.db
        .selectFrom('katalog_harga' as never)
        .selectAll()
        .execute(),
    ).toEqual(before)
    const text = formatReport(report)
    expect(text).toContain('latency median')
    expect(text).toContain('p95')
  }, 20_000)
})
