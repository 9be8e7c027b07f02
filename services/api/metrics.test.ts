import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './testing/build-test-app.ts'

// The API's /metrics (issue 41 item 5, ADR 0072): what an operator's Prometheus reads after real
// requests, and who may read it.

const TOKEN = 'metrik-rahasia-untuk-prometheus-0123'

// One sample's value from the exposition text: `name{labels} value`, the labels in any order.
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

describe('/metrics read from an allowed network (loopback outside production)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const scrape = async (remoteAddress = '127.0.0.1') => {
    const answer = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    return answer.body
  }

  it('counts requests by route pattern, method and status, never by the raw URL', async () => {
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/api/health' })
    for (const code of ['TIDAK-ADA-1', 'TIDAK-ADA-2'])
      expect((await t.app.inject({ method: 'GET', url: `/api/verifikasi/${code}` })).statusCode).toBe(404)
    await t.app.inject({ method: 'GET', url: '/api/tidak-ada/sama-sekali?x=1' })

    const text = await scrape()
    const count = (route: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: status })
    expect(count('/api/health', '200')).toBe(3)
    expect(count('/api/verifikasi/:kode', '404')).toBe(2)
    expect(count('unmatched', '404')).toBe(1)
    expect(text).not.toContain('TIDAK-ADA')
    expect(text).not.toContain('sama-sekali')
    // The latencies: every request falls in the +Inf bucket, and their sum is a positive time.
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' })).toBe(3)
    expect(sample(text, 'http_request_duration_seconds_sum', { route: '/api/health' })).toBeGreaterThan(0)
  })

  it('shows the database pool and the process', async () => {
    // A connection held by a query in progress: the pool shows it in use, not idle.
    const held = await t.database.pool.connect()
    try {
      const text = await scrape()
      const total = sample(text, 'ttsg_db_pool_connections')
      const idle = sample(text, 'ttsg_db_pool_idle_connections')
      expect(total).toBe(t.database.pool.totalCount)
      expect(idle).toBe(t.database.pool.idleCount)
      expect(total! - idle!).toBeGreaterThanOrEqual(1)
      expect(sample(text, 'ttsg_db_pool_waiting_clients')).toBe(0)
    } finally {
      held.release()
    }
    const text = await scrape()
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
  })

  it('refuses a client outside the allowed networks with 401 in the API format', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' })
    expect(answer.statusCode).toBe(401)
    expect(answer.json()).toEqual({
      status: 'gagal',
      errMessage: 'Metrik hanya untuk pemantauan: sertakan token METRICS_TOKEN',
    })
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"')
    expect(answer.body).not.toContain('http_request_duration_seconds')
  })
})

describe('/metrics with a token', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN, METRICS_ALLOW_FROM: '10.1.0.0/16' })
  })
  afterAll(() => t.close())

  const get = (headers: { authorization?: string }, remoteAddress = '198.51.100.7') =>
    t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress })

  it('answers the bearer token from anywhere, and the stated network without it', async () => {
    const withToken = await get({ authorization: `Bearer ${TOKEN}` })
    expect(withToken.statusCode).toBe(200)
    expect(withToken.body).toContain('# TYPE http_request_duration_seconds histogram')
    expect((await get({}, '10.1.200.3')).statusCode).toBe(200)
    expect((await get({}, '::ffff:10.1.0.9')).statusCode).toBe(200)
  })

  it('refuses a missing or wrong token from elsewhere, loopback included once a network is stated', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }]) {
      const answer = await get(headers)
      expect(answer.statusCode).toBe(401)
      expect(answer.json().status).toBe('gagal')
    }
    expect((await get({}, '127.0.0.1')).statusCode).toBe(401)
  })

  it('refuses odd authorization headers with 401, never a server error', async () => {
    for (const authorization of [
      'Bearer',
      `Bearer ${'x'.repeat(10_000)}`,
      `bearer ${TOKEN}`,
      'Basic YWRtaW46YWRtaW4=',
    ]) {
      const answer = await get({ authorization })
      expect(answer.statusCode, authorization.slice(0, 20)).toBe(401)
      expect(answer.json().status).toBe('gagal')
    }
  })
})

describe('/metrics in production', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'k3bun-r4y4p-sidoarjo-2026-produksi-rahasia',
    PUBLIC_URL: 'https://ttsg.example',
    CONTACT_EMAIL_TO: 'kontak@ttsg.example',
    SMTP_URL: 'smtp://mail.ttsg.example:587',
    TWO_STEP_KEY: 'a1'.repeat(32),
  }

  it('is not served at all without a token or an allowed network, not even to loopback', async () => {
    const t = await buildTestApp(production)
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })
      expect(answer.statusCode).toBe(404)
      expect(answer.body).not.toContain('http_request_duration_seconds')
    } finally {
      await t.close()
    }
  })

  it('is served with the token once one is stated', async () => {
    const t = await buildTestApp({ ...production, METRICS_TOKEN: TOKEN })
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401)
      const answer = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
      expect(answer.statusCode).toBe(200)
    } finally {
      await t.close()
    }
  })
})
