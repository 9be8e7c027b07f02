import { rmSync } from 'node:fs'
import { afterAll, beforeAll, expect } from 'vitest'
import { customersSeeder } from '../../modules/customers/index.ts'
import { REFRESH_COOKIE } from '../../modules/identity/http/session-cookie.ts'
import { identitySeeder } from '../../modules/identity/index.ts'
import { techniciansSeeder } from '../../modules/technicians/index.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'

// Shared by the identity API tests: the demo accounts and small request helpers.

export const DEMO = {
  admin: { username: 'admin', password: 'Admin#12345' },
  teknisi: { username: 'teknisi', password: 'Teknisi#12345' },
  pelanggan: { username: 'pelanggan', password: 'Pelanggan#12345' },
} as const

export async function seedDemoAccounts(t: TestApp): Promise<void> {
  for (const seeder of [customersSeeder, techniciansSeeder, identitySeeder]) await seeder.seed(t.database.db)
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export function login(t: TestApp, username: string, password: string, remoteAddress = '10.1.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress })
}

export function refreshCookieOf(response: {
  cookies: { name: string; value: string }[]
}): string | undefined {
  return response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value
}

export async function signIn(t: TestApp, username: string, password: string, remoteAddress?: string) {
  const response = await login(t, username, password, remoteAddress)
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json()
  const cookie = refreshCookieOf(response)
  expect(cookie).toBeDefined()
  return { token: body.token as string, cookie: cookie!, body }
}

// Every demo account signed in: its access token and the user its login answered with, by role.
export async function signInDemoAccounts(t: TestApp) {
  const tokens = {} as Record<keyof typeof DEMO, string>
  const users = {} as Record<keyof typeof DEMO, Record<string, unknown>>
  for (const role of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    const signedIn = await signIn(t, DEMO[role].username, DEMO[role].password)
    tokens[role] = signedIn.token
    users[role] = signedIn.body.data
  }
  return { tokens, users }
}

// A test app with the demo accounts seeded and signed in, plus a GET that carries a role's token.
export async function buildSignedInTestApp(env: Record<string, string> = {}) {
  const t = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '0', ...env })
  await seedDemoAccounts(t)
  const signedIn = await signInDemoAccounts(t)
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })
  return { t, get, ...signedIn }
}

export function refresh(t: TestApp, cookie: string | undefined, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: '/api/refreshToken',
    headers,
    ...(cookie === undefined ? {} : { cookies: { [REFRESH_COOKIE]: cookie } }),
  })
}

export function profile(t: TestApp, token: string) {
  return t.app.inject({ method: 'GET', url: '/api/profil', headers: bearer(token) })
}

export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'))
}

export type SignedInApp = Awaited<ReturnType<typeof buildSignedInTestApp>>

// buildSignedInTestApp for one test file: built before its first test and handed to `ready`,
// closed after its last.
export function useSignedInTestApp(
  ready: (app: SignedInApp) => void | Promise<void>,
  env: Record<string, string> = {},
): void {
  let app: SignedInApp | undefined
  beforeAll(async () => {
    app = await buildSignedInTestApp(env)
    await ready(app)
  }, 60_000)
  afterAll(async () => {
    await app?.t.close()
  })
}

// useSignedInTestApp with an upload folder of its own (`uploads`, a new temporary folder), removed
// after the file's last test.
export function useSignedInAppWithUploads(uploads: string, ready: (app: SignedInApp) => Promise<void>): void {
  useSignedInTestApp(ready, { UPLOAD_DIR: uploads })
  afterAll(() => rmSync(uploads, { recursive: true, force: true }))
}

// Requests to one module's API (`base`, e.g. '/api/kontrak'), with the admin's token unless another
// is given; `app` is read at each call.
export function moduleRequests(base: string, app: () => { t: TestApp; tokens: Record<string, string> }) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = {},
    token = app().tokens.admin!,
  ) =>
    app().t.app.inject({
      method,
      url: `${base}${url}`,
      headers: { ...bearer(token), ...headers },
      ...(payload ? { payload } : {}),
    })
}
