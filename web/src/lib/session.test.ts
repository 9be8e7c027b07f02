import { createServer, type Server } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { api } from './api-client.ts'
import {
  ensureSession,
  openAccessLink,
  renewalUnreachable,
  renewSession,
  signIn,
  signOut,
} from './session.ts'
import { clearSession, getSession, SIGNED_OUT } from './session-store.ts'
import { closedOrigin, closeServer, listenLocally, resolveRelativeFetch } from './testing/local-http.ts'

// A real HTTP server answering as the identity API does; the client's relative URLs are sent to it.
type Answer = { status: number; body?: unknown; delayMs?: number }
type Seen = { method: string; path: string; authorization?: string; at: number }

let server: Server
let origin: string
let target: string
const seen: Seen[] = []
const answers = new Map<string, () => Answer>()
// Calls that carry or replace the refresh cookie running at the same time (must stay at most 1).
let cookieCallsInFlight = 0
let mostCookieCallsAtOnce = 0
const COOKIE_CALLS = /^\/api\/(refreshToken|login|verify-)/

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const nowSeconds = () => Math.floor(Date.now() / 1000)
function accessToken(jabatan: string, expInSeconds: number, sub = 'akun-1'): string {
  return `${encode({ alg: 'HS256' })}.${encode({ sub, jabatan, exp: nowSeconds() + expInSeconds })}.x`
}
const user = (id: string, nama: string, role: string) => ({
  id,
  username: null,
  nama,
  email: '',
  no_telp: '',
  role,
  jabatan: role,
  nama_jabatan: role,
  idpelanggan: 7,
  idteknisi: null,
})
const renewed = (token: string) => ({ status: 200, body: { status: 'sukses', accessToken: token } })
const refused = (errMessage: string, status = 401) => ({ status, body: { status: 'gagal', errMessage } })

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? ''
    seen.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      at: Date.now(),
    })
    const answer: Answer =
      answers.get(`${request.method} ${path}`)?.() ?? refused(`Alamat ${path} tidak ditemukan`, 404)
    const counted = COOKIE_CALLS.test(path)
    if (counted) {
      cookieCallsInFlight += 1
      mostCookieCallsAtOnce = Math.max(mostCookieCallsAtOnce, cookieCallsInFlight)
    }
    setTimeout(() => {
      if (counted) cookieCallsInFlight -= 1
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body ?? {}))
    }, answer.delayMs ?? 0)
  })
  origin = await listenLocally(server)
  target = origin
  resolveRelativeFetch(() => target)
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await closeServer(server)
})

afterEach(() => {
  clearSession()
  seen.length = 0
  answers.clear()
  cookieCallsInFlight = 0
  mostCookieCallsAtOnce = 0
  target = origin
  vi.restoreAllMocks()
})

const calls = (path: string) => seen.filter((request) => request.path === path)

describe('renewing the session', () => {
  it('asks the server once however many screens ask at the same time', async () => {
    const token = accessToken('admin', 600)
    answers.set('GET /api/refreshToken', () => ({ ...renewed(token), delayMs: 50 }))
    const sessions = await Promise.all([ensureSession(), ensureSession(), renewSession(), ensureSession()])
    expect(calls('/api/refreshToken')).toHaveLength(1)
    for (const session of sessions)
      expect(session).toMatchObject({ isAuthenticated: true, role: 'admin', token })
    // The expiry is the token's own exp claim (read once when the token was made, so a second
    // ticking over during the test cannot shift it).
    const exp = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp
    expect(getSession().expired).toBe(exp)

    // A token valid for a while yet is used as it is.
    await ensureSession()
    expect(calls('/api/refreshToken')).toHaveLength(1)
  })

  it('leaves the visitor signed out, silently, when the browser holds no session', async () => {
    answers.set('GET /api/refreshToken', () => refused('Sesi Anda telah berakhir, silakan login kembali'))
    const errors = vi.spyOn(console, 'error')
    expect(await ensureSession()).toBe(SIGNED_OUT)
    expect(errors).not.toHaveBeenCalled()
  })

  it('keeps a still-valid session through a network failure, but not an expired one', async () => {
    answers.set('GET /api/refreshToken', () => renewed(accessToken('pelanggan', 20)))
    await renewSession()
    target = await closedOrigin()

    expect(await renewSession()).toMatchObject({ isAuthenticated: true, role: 'pelanggan' })

    target = origin
    answers.set('GET /api/refreshToken', () => renewed(accessToken('pelanggan', -5)))
    await renewSession()
    target = `http://127.0.0.1:1`
    expect(await renewSession()).toBe(SIGNED_OUT)
  })

  it('tells a renewal that got no answer from one the server refused (ADR 0040)', async () => {
    target = await closedOrigin()
    expect(await renewSession()).toBe(SIGNED_OUT)
    expect(renewalUnreachable()).toBe(true)

    target = origin
    answers.set('GET /api/refreshToken', () => refused('Sesi Anda telah berakhir, silakan login kembali'))
    expect(await renewSession()).toBe(SIGNED_OUT)
    expect(renewalUnreachable()).toBe(false)
  })

  it('never lets a renewal and a sign-in present or replace the cookie at the same time', async () => {
    answers.set('GET /api/refreshToken', () => ({ ...renewed(accessToken('admin', 600)), delayMs: 60 }))
    answers.set('POST /api/login', () => ({
      status: 200,
      body: { status: 'sukses', token: accessToken('admin', 600), data: user('akun-1', 'Admin', 'admin') },
      delayMs: 30,
    }))
    await Promise.all([renewSession(), signIn('admin', 'Admin#12345'), renewSession()])
    expect(calls('/api/refreshToken').length + calls('/api/login').length).toBe(2)
    expect(mostCookieCallsAtOnce).toBe(1)
  })
})

describe('the API client with a session', () => {
  async function signedInAs(jabatan: string, expInSeconds: number) {
    const token = accessToken(jabatan, expInSeconds)
    answers.set('POST /api/login', () => ({
      status: 200,
      body: { status: 'sukses', token, role: jabatan, data: user('akun-1', 'Sari Ningsih', jabatan) },
    }))
    await signIn('sari', 'Rahasia#123')
    return token
  }

  it('sends the access token and reads the role from its jabatan claim', async () => {
    const token = await signedInAs('pelanggan', 600)
    expect(getSession()).toMatchObject({ role: 'pelanggan', user: { nama: 'Sari Ningsih' } })
    answers.set('GET /api/profil', () => ({ status: 200, body: { status: 'sukses', data: {} } }))
    await api.get('/profil')
    expect(calls('/api/profil')[0]?.authorization).toBe(`Bearer ${token}`)
    expect(calls('/api/refreshToken')).toHaveLength(0)
  })

  it('renews an expiring token before the call and sends the new one', async () => {
    await signedInAs('admin', 10)
    const fresh = accessToken('admin', 600)
    answers.set('GET /api/refreshToken', () => renewed(fresh))
    answers.set('GET /api/profil', () => ({ status: 200, body: { status: 'sukses', data: {} } }))
    await Promise.all([api.get('/profil'), api.get('/profil')])
    expect(calls('/api/refreshToken')).toHaveLength(1)
    expect(calls('/api/profil').map((call) => call.authorization)).toEqual([
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
    ])
    // The user's details survive a renewal of the same account.
    expect(getSession().user?.nama).toBe('Sari Ningsih')
  })

  it('clears the session when a call after expiry is refused with 401', async () => {
    await signedInAs('admin', -30)
    answers.set('GET /api/refreshToken', () => ({ status: 503, body: { status: 'gagal', errMessage: 'x' } }))
    answers.set('GET /api/profil', () =>
      refused('Sesi Anda tidak valid atau telah berakhir, silakan login kembali'),
    )
    await expect(api.get('/profil')).rejects.toMatchObject({ status: 401 })
    expect(getSession()).toBe(SIGNED_OUT)
  })

  it('keeps a renewed session when a call sent with the old token is refused afterwards', async () => {
    await signedInAs('teknisi', 600)
    answers.set('GET /api/profil', () => ({ ...refused('Sesi Anda tidak valid'), delayMs: 60 }))
    const call = api.get('/profil')
    answers.set('GET /api/refreshToken', () => renewed(accessToken('teknisi', 900)))
    const renewedSession = await renewSession()
    await expect(call).rejects.toMatchObject({ status: 401 })
    expect(getSession()).toBe(renewedSession)
  })

  it('shows the server’s message when a sign-in is refused and stays signed out', async () => {
    answers.set('POST /api/login', () => refused('Username atau password salah'))
    await expect(signIn('admin', 'salah')).rejects.toThrow('Username atau password salah')
    expect(getSession()).toBe(SIGNED_OUT)
  })
})

describe('access links and logout', () => {
  it('exchanges a link token once, even when asked twice, for a normal session', async () => {
    const token = accessToken('pelanggan', 600, 'akun-9')
    answers.set('GET /api/verify-pelanggan/abc123', () => ({
      status: 200,
      body: { status: 'sukses', token, data: user('akun-9', 'PT Sinar Jaya Abadi', 'pelanggan') },
      delayMs: 20,
    }))
    const [first, second] = await Promise.all([
      openAccessLink('pelanggan', 'abc123'),
      openAccessLink('pelanggan', 'abc123'),
    ])
    expect(first).toBe(second)
    expect(calls('/api/verify-pelanggan/abc123')).toHaveLength(1)
    expect(getSession()).toMatchObject({ role: 'pelanggan', token, user: { nama: 'PT Sinar Jaya Abadi' } })
  })

  it('rejects a refused link with the server’s message', async () => {
    answers.set('GET /api/verify-teknisi/kedaluwarsa', () =>
      refused('Tautan akses tidak valid atau telah kedaluwarsa'),
    )
    await expect(openAccessLink('teknisi', 'kedaluwarsa')).rejects.toMatchObject({ status: 401 })
    expect(getSession()).toBe(SIGNED_OUT)
  })

  it('ends the session in the browser on logout, and only logs a failure of the server', async () => {
    const token = accessToken('teknisi', 600)
    answers.set('POST /api/login', () => ({
      status: 200,
      body: { status: 'sukses', token, data: user('akun-1', 'Pak Joko', 'teknisi') },
    }))
    await signIn('teknisi', 'Teknisi#12345')
    answers.set('DELETE /api/logout', () => ({ status: 500, body: { status: 'gagal', errMessage: 'Galat' } }))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await signOut()
    expect(calls('/api/logout')[0]?.authorization).toBe(`Bearer ${token}`)
    expect(getSession()).toBe(SIGNED_OUT)
    expect(errors).toHaveBeenCalledWith('logout failed', expect.anything())
  })
})
