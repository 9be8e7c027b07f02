import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../core/logger.ts'
import { PERSON_KINDS } from '../core/personal-data.ts'
import { buildTestApp, type TestApp } from './testing/build-test-app.ts'
import { CONTENT_TYPES, PATH_VALUES, QUERIES, RAW_JSON_BODIES } from './testing/hostile-corpus.ts'
import {
  BODY_METHODS,
  concrete,
  fieldRequests,
  HOSTILE_ENV,
  type Route,
  routeTable,
} from './testing/hostile-requests.ts'
import { bearer, seedDemoAccounts, signIn } from './testing/signed-in.ts'

// Walks the route table of the OpenAPI document and sends every route the hostile corpus, as an
// admin and without a token. Any 5xx, any answer of 4xx outside the contract's envelope, or any
// line the API logs at error level fails the test. A route added tomorrow is in the document, so
// it is covered the day it is added.

const logLines: { level: number; msg: string; err?: unknown }[] = []
let t: TestApp
let routes: Route[]
let port: number
const web = mkdtempSync(path.join(tmpdir(), 'ttsg-hostile-web-'))

beforeAll(async () => {
  const logger = createLogger('info', 'api-hostile', {
    write: (line: string) => void logLines.push(JSON.parse(line)),
  })
  // The built SPA as production serves it, so static paths are attacked too.
  mkdirSync(path.join(web, 'assets'))
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>TTSG</title>')
  writeFileSync(path.join(web, '404.html'), '<!doctype html><title>Tidak ditemukan</title>')
  writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)')
  t = await buildTestApp({ ...HOSTILE_ENV, WEB_DIST_DIR: web }, { logger, serveWeb: true })
  await seedDemoAccounts(t)
  routes = await routeTable(t.app)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as { port: number }).port
}, 60_000)
afterAll(async () => {
  await t.close()
  rmSync(web, { recursive: true, force: true })
})

afterEach(() => {
  const errors = logLines.filter((line) => line.level >= 50)
  logLines.length = 0
  expect(errors, 'error-level log lines').toEqual([])
})

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string }

// The contract: no 5xx ever; every refusal is exactly {status:'gagal', errMessage}.
function breach(answer: Answer): string | undefined {
  if (answer.statusCode >= 500) return `status ${answer.statusCode}: ${answer.body.slice(0, 200)}`
  if (answer.statusCode < 400) return undefined
  try {
    const body = JSON.parse(answer.body)
    const keys = Object.keys(body).sort().join(',')
    if (
      keys === 'errMessage,status' &&
      body.status === 'gagal' &&
      typeof body.errMessage === 'string' &&
      body.errMessage
    )
      return undefined
  } catch {
    // not JSON: a breach
  }
  return `status ${answer.statusCode} outside the envelope: ${answer.body.slice(0, 200)}`
}

// The admin's token for a batch: a live session at its start, as a sign-in before each batch gave.
// A sign-in is an argon2id check, and one per route took about a quarter of the file's time; so the
// token is kept while it lives, and renewed after a batch that ended its session (a logout, a
// revoked session).
let adminToken: string | undefined
async function liveAdminToken(): Promise<string> {
  if (adminToken !== undefined) {
    const profile = await t.app.inject({ method: 'GET', url: '/api/profil', headers: bearer(adminToken) })
    if (profile.statusCode === 200) return adminToken
  }
  adminToken = (await signIn(t, 'admin', 'Admin#12345')).token
  return adminToken
}

async function sendAll(
  requests: { method: string; url: string; payload?: string; type?: string; label: string }[],
): Promise<string[]> {
  const breaches: string[] = []
  const token = await liveAdminToken()
  for (const request of requests) {
    for (const authorization of [`Bearer ${token}`, undefined]) {
      const answer = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: {
          ...(authorization ? { authorization } : {}),
          ...(request.payload === undefined ? {} : { 'content-type': request.type ?? 'application/json' }),
        },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      })
      const found = breach(answer)
      if (found) breaches.push(`${request.label} (${authorization ? 'admin' : 'no token'}): ${found}`)
    }
  }
  return breaches
}

describe('hostile input against every route of the OpenAPI document', () => {
  it('finds routes with bodies and path parameters to attack', () => {
    expect(routes.filter((route) => route.body).length).toBeGreaterThan(3)
    expect(routes.filter((route) => route.path.includes('{')).length).toBeGreaterThan(3)
  })

  it('refuses hostile values in every field cleanly', async () => {
    const breaches: string[] = []
    for (const route of routes.filter((candidate) => candidate.body?.properties)) {
      breaches.push(...(await sendAll(fieldRequests(route))))
    }
    expect(breaches).toEqual([])
  }, 120_000)

  it('refuses malformed JSON, pollution keys, deep nesting and wrong content types', async () => {
    const breaches: string[] = []
    for (const route of routes.filter((candidate) => BODY_METHODS.has(candidate.method))) {
      const bodies = [
        ...RAW_JSON_BODIES.map((payload) => ({ payload, type: 'application/json' })),
        ...CONTENT_TYPES.map(({ type, body }) => ({ payload: body, type })),
      ]
      breaches.push(
        ...(await sendAll(
          bodies.map(({ payload, type }, index) => ({
            method: route.method,
            url: concrete(route.path),
            payload,
            type,
            label: `${route.method} ${route.path} body#${index} (${type})`,
          })),
        )),
      )
    }
    expect(breaches).toEqual([])
  }, 120_000)

  it('refuses traversal and strange characters in path parameters and queries', async () => {
    const breaches: string[] = []
    for (const route of routes) {
      const urls = [
        ...(route.path.includes('{') ? PATH_VALUES.map((value) => concrete(route.path, value)) : []),
        ...QUERIES.map((query) => `${concrete(route.path)}${query}`),
      ]
      breaches.push(
        ...(await sendAll(
          urls.map((url) => ({
            method: route.method,
            url,
            ...(BODY_METHODS.has(route.method) ? { payload: '{}' } : {}),
            label: `${route.method} ${url.slice(0, 120)}`,
          })),
        )),
      )
    }
    // Dot segments (also %2e%2e) leave /api when the URL is resolved: those are static paths below.
    for (const path of ['/api/tidak-ada', '/api/tidak/ada/sama/sekali', '/api/%00', '/api/%ED%A0%80']) {
      breaches.push(...(await sendAll([{ method: 'GET', url: path, label: `GET ${path}` }])))
    }
    expect(breaches).toEqual([])
  }, 120_000)

  // Issue 38's calls: in the document (so every test above attacks them), and their own checks
  // reached with a real kind or a real account and a hostile rest (the walk above puts the same
  // value in both of dataPribadi's parameters, which stops at the kind).
  it("attacks issue 38's calls past their first check", async () => {
    const paths = new Set(routes.map((route) => `${route.method} ${route.path}`))
    for (const call of [
      'GET /api/dataPribadi/ekspor/{jenis}/{id}',
      'POST /api/dataPribadi/hapus/{jenis}/{id}',
      'POST /api/insiden/createData',
      'PUT /api/insiden/updateData/{id}',
      'GET /api/insiden/getData/{id}',
      'POST /api/akun/duaLangkah/mulai',
      'POST /api/akun/duaLangkah/aktifkan',
      'POST /api/akun/duaLangkah/nonaktifkan',
      'GET /api/akun/sesi',
      'DELETE /api/akun/sesi/{id}',
      'GET /api/kontak/getData/{id}',
      'GET /api/pengguna/getData/{id}',
    ])
      expect(paths, call).toContain(call)
    const { body } = await signIn(t, 'admin', 'Admin#12345')
    const adminId = String(body.data.id)
    const requests = PERSON_KINDS.flatMap((kind) =>
      PATH_VALUES.flatMap((value) => [
        { method: 'GET', url: `/api/dataPribadi/ekspor/${kind}/${value}`, label: `ekspor ${kind} ${value}` },
        {
          method: 'POST',
          url: `/api/dataPribadi/hapus/${kind}/${value}`,
          payload: '{}',
          label: `hapus ${kind} ${value}`,
        },
      ]),
    )
    for (const query of [...QUERIES, '?format=exe', '?format=%00', '?format=zip&format=pdf', '?format='])
      requests.push({
        method: 'GET',
        url: `/api/dataPribadi/ekspor/pengguna/${adminId}${query}`,
        label: `ekspor pengguna ${query.slice(0, 60)}`,
      })
    // The admin's own account is refused (409) by each of the hostile bodies too.
    for (const payload of RAW_JSON_BODIES)
      requests.push({
        method: 'POST',
        url: `/api/dataPribadi/hapus/pengguna/${adminId}`,
        payload,
        label: `hapus akun sendiri ${payload.slice(0, 40)}`,
      })
    expect(await sendAll(requests)).toEqual([])
  }, 120_000)

  it('keeps static paths inside the web build and never fails on them', async () => {
    const breaches: string[] = []
    for (const url of [
      '/../../../etc/passwd',
      '/api/../../etc/passwd',
      '/api/%2e%2e/%2e%2e/etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2fpackage.json',
      '/assets/%2e%2e%5c%2e%2e%5cpackage.json',
      '/..%252f..%252fetc%252fpasswd',
      '/%00',
      '/%ED%A0%80',
      '/%E2%80%AE',
      '/%',
      `/${'a/'.repeat(2_000)}`,
      '/assets/app.js%00.html',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url })
      if (answer.statusCode >= 500) breaches.push(`GET ${url}: ${answer.statusCode}`)
      if (/root:|"name": "ttsg-pest-control"/.test(answer.body)) breaches.push(`GET ${url}: leaked a file`)
    }
    expect(breaches).toEqual([])
  })

  it('answers malformed and aborted chunked bodies in the envelope and logs no error', async () => {
    const raw = (head: string, body: string, end: boolean) =>
      new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`${head}\r\nHost: uji\r\nContent-Type: application/json\r\n`)
          socket.write(`Transfer-Encoding: chunked\r\n\r\n${body}`)
          if (!end) socket.destroy()
        })
        let answer = ''
        socket.on('data', (chunk) => {
          answer += chunk
        })
        socket.on('error', () => undefined)
        socket.on('close', () => resolve(answer))
      })
    const breaches: string[] = []
    // Every route, GETs included: /api/verify-pelanggan has a rate limit of its own too.
    for (const route of routes) {
      const head = `${route.method} ${concrete(route.path)} HTTP/1.1`
      const malformed = await raw(head, 'ZZZ\r\n{}\r\n0\r\n\r\n', true)
      const [status = '', body = ''] = [
        /^HTTP\/1\.1 (\d+)/.exec(malformed)?.[1],
        malformed.split('\r\n\r\n')[1],
      ]
      const found = breach({ statusCode: Number(status), headers: {}, body })
      if (found) breaches.push(`${route.method} ${route.path} malformed chunk: ${found}`)
      await raw(head, '20\r\n{"nama":"Bu', false)
    }
    // Let the server finish with the dropped connections before the log is read.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(breaches).toEqual([])
  }, 60_000)
})
