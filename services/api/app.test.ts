import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './testing/build-test-app.ts'

let t: TestApp
// A contact request from the public form, with the given name.
const contactRequest = (nama: string) => ({
  method: 'POST' as const,
  url: '/api/kontak',
  payload: { nama, email: 'a@b.id', no_telp: '08123456789', permasalahan: 'Tikus', jenis_usaha: 'Rumah' },
})
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('platform', () => {
  it('answers /api/health and /api/ready', async () => {
    const health = await t.app.inject('/api/health')
    expect(health.statusCode).toBe(200)
    expect(health.json()).toEqual({ status: 'sukses' })
    const ready = await t.app.inject('/api/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json().checks.postgres).toBe(true)
  })

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const doc = await t.app.inject('/api/docs/json')
    expect(doc.statusCode).toBe(200)
    const openapi = doc.json()
    expect(openapi.openapi).toMatch(/^3\./)
    const kontak = openapi.paths['/api/kontak'].post
    expect(Object.keys(kontak.requestBody.content['application/json'].schema.properties)).toEqual([
      'nama',
      'email',
      'no_telp',
      'permasalahan',
      'jenis_usaha',
      'deskripsi',
    ])
    const viewer = await t.app.inject('/api/docs')
    expect([200, 302]).toContain(viewer.statusCode)
  })

  it('answers unknown API paths with the contract error body', async () => {
    const response = await t.app.inject('/api/tidak-ada')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ status: 'gagal' })
  })

  it('answers a NUL character in a body, a query or a path with 400, never reaching PostgreSQL', async () => {
    const refused = { status: 'gagal', errMessage: 'Data mengandung karakter yang tidak diizinkan' }
    const contact = await t.app.inject(contactRequest('A\u0000B'))
    expect(contact.statusCode).toBe(400)
    // A body with a contract names the field; paths and queries get the shared rules' text.
    expect(contact.json()).toEqual({
      status: 'gagal',
      errMessage: 'Nama mengandung karakter yang tidak diizinkan',
    })
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin\u0000', password: 'x' },
    })
    expect(login.statusCode).toBe(400)
    expect(login.json()).toEqual({
      status: 'gagal',
      errMessage: 'Username mengandung karakter yang tidak diizinkan',
    })
    // (The catalogue list and health read no query: they ignore it, see input-guard.test.ts.)
    const query = await t.app.inject('/api/ready?x=%00')
    expect(query.statusCode).toBe(400)
    expect(query.json()).toEqual(refused)
    const path = await t.app.inject('/api/pelanggan/getData/1%00')
    expect(path.statusCode).toBeLessThan(500)
    for (const response of [contact, login, query, path]) {
      expect(response.body).not.toMatch(/invalid byte sequence|0x00|postgres|stack/i)
    }
  })

  it('answers a multipart body without boundary with 4xx, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/kontak',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'nama=x',
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json().status).toBe('gagal')
  })

  it('sends strict security headers and a request id on every API answer', async () => {
    // Also the router's own refusals, before any route: a path that is not valid percent encoding
    // (400) and a path parameter past maxParamLength (414).
    const routerErrors = ['/api/pelanggan/getData/%E0%A4%A', `/api/pelanggan/getData/${'1'.repeat(600)}`]
    for (const url of ['/api/health', '/api/tidak-ada', ...routerErrors]) {
      const response = await t.app.inject(url)
      if (routerErrors.includes(url)) expect(response.json().errMessage).toMatch(/^Alamat /)
      // No source at all may load in a JSON answer opened as a page: stricter than the pages' CSP.
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
      )
      expect(response.headers['x-frame-options']).toBe('DENY')
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(response.headers['referrer-policy']).toBe('no-referrer')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('sends the same headers, in the same order, from the routes that set their own (ADR 0025)', async () => {
    // Health and the catalogue list set the security headers in their handler; every other answer
    // gets them from the onRequest callback (or, without a route, from the not-found context).
    const shown = (headers: Record<string, unknown>) =>
      Object.entries(headers).filter(([name]) => !['date', 'content-length', 'etag'].includes(name))
    const ready = shown((await t.app.inject('/api/ready')).headers).map(([name, value]) =>
      name === 'x-request-id' ? [name, expect.stringMatching(/^[0-9a-f-]{36}$/)] : [name, value],
    )
    expect(shown((await t.app.inject('/api/health')).headers)).toEqual(ready)
    const catalogue = await t.app.inject('/api/katalog_harga/getData')
    const cached = ready
      .filter(([name]) => name !== 'x-request-id')
      .map(([name, value]) =>
        name === 'cache-control' ? [name, 'public, max-age=0, s-maxage=10, must-revalidate'] : [name, value],
      )
    expect(shown(catalogue.headers)).toEqual(cached)
    const names = Object.keys(catalogue.headers)
    expect(names.indexOf('etag')).toBe(names.indexOf('cache-control') + 1)
    const unchanged = await t.app.inject({
      url: '/api/katalog_harga/getData',
      headers: { 'if-none-match': String(catalogue.headers.etag) },
    })
    expect(unchanged.statusCode).toBe(304)
    expect(shown(unchanged.headers)).toEqual(cached.filter(([name]) => name !== 'content-type'))
    // A body refused on a path no route has: the headers come before the body is read.
    const unrouted = await t.app.inject({
      method: 'POST',
      url: '/api/tidak-ada',
      headers: { 'content-type': 'application/json' },
      payload: '{rusak',
    })
    expect(unrouted.statusCode).toBe(400)
    expect(Object.keys(unrouted.headers).slice(0, 6)).toEqual(ready.slice(0, 6).map(([name]) => name))
  })

  it("sends helmet's full set, with the pages' CSP, on everything that is not a JSON answer", async () => {
    for (const url of ['/halaman-tidak-ada', '/index.html']) {
      const response = await t.app.inject(url)
      const csp = String(response.headers['content-security-policy'])
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("worker-src 'self'")
      expect(csp).toContain("manifest-src 'self'")
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(response.headers['referrer-policy']).toBe('no-referrer')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['x-permitted-cross-domain-policies']).toBe('none')
    }
  })

  it('keeps a well-formed caller request id and replaces a malformed one', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-12345678' } })
    expect(kept.headers['x-request-id']).toBe('trace-12345678')
    // A generated id is hex in UUID form: 'line' (not hex) can only come from the caller's value.
    const replaced = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad\nline' } })
    expect(replaced.headers['x-request-id']).not.toContain('line')
    expect(replaced.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    )
  })
})

describe('unexpected failures', () => {
  it('answers 500 with a generic Indonesian text and no detail when a module throws', async () => {
    const local = await buildTestApp()
    try {
      // Break the database under the running app: the SQL error must stay in the log.
      await local.database.db.schema.dropTable('contact_requests').cascade().execute()
      const response = await local.app.inject(contactRequest('A'))
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        status: 'gagal',
        errMessage: 'Terjadi kesalahan pada server, silakan coba lagi',
      })
      expect(response.body).not.toMatch(/contact_requests|relation|at .*\.ts/)
    } finally {
      await local.close()
    }
  })

  it('answers 503 with Retry-After, not 500, when every database connection stays busy', async () => {
    const local = await buildTestApp()
    // Hold every client of the app's pool, as a burst of slow calls would.
    const held = await Promise.all(Array.from({ length: 5 }, () => local.database.pool.connect()))
    try {
      const response = await local.app.inject(contactRequest('A'))
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBe('5')
      expect(response.json()).toEqual({
        status: 'gagal',
        errMessage: 'Server sedang sibuk, silakan coba lagi sebentar lagi',
      })
    } finally {
      for (const client of held) client.release()
      await local.close()
    }
  }, 30_000)
})
