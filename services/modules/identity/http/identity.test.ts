import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import {
  bearer,
  DEMO,
  decodePayload,
  login,
  profile,
  refresh,
  refreshCookieOf,
  seedDemoAccounts,
  signIn,
} from '../../../api/testing/signed-in.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '0', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' })
  await seedDemoAccounts(t)
})
afterAll(() => t.close())

describe('POST /api/login', () => {
  for (const role of ['admin', 'teknisi', 'pelanggan'] as const) {
    it(`signs the demo ${role} in with a token, role, expiry, user data and the refresh cookie`, async () => {
      const before = Math.floor(Date.now() / 1000)
      const response = await login(t, DEMO[role].username, DEMO[role].password)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({ status: 'sukses', role, data: { username: role, role, jabatan: role } })
      expect(body.data.nama).toEqual(expect.any(String))
      expect(body.data.nama_jabatan).toBe(
        { admin: 'Admin', teknisi: 'Teknisi', pelanggan: 'Pelanggan' }[role],
      )
      expect(body.data.harus_ganti_password).toBe(false)
      expect(JSON.stringify(body).replace('"harus_ganti_password"', '')).not.toMatch(/argon2|password/i)
      const claims = decodePayload(body.token)
      expect(claims).toMatchObject({ sub: body.data.id, jabatan: role, exp: body.expired, typ: 'access' })
      expect(body.expired - before).toBeGreaterThanOrEqual(t.config.accessTokenMinutes * 60 - 1)
      expect(body.expired - before).toBeLessThanOrEqual(t.config.accessTokenMinutes * 60 + 1)
      if (role === 'pelanggan') expect(body.data.idpelanggan).toEqual(expect.any(Number))
      if (role === 'teknisi') expect(body.data.idteknisi).toEqual(expect.any(Number))

      const cookie = response.cookies.find((c) => c.name === 'ttsg_refresh')!
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' })
      expect(cookie.secure).toBeFalsy()
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect((await profile(t, body.token)).statusCode).toBe(200)
    })
  }

  it('accepts the username in any letter case', async () => {
    expect((await login(t, 'ADMIN', DEMO.admin.password)).statusCode).toBe(200)
  })

  it('answers the same message for an unknown user and a wrong password, and sets no cookie', async () => {
    const unknown = await login(t, 'tidak-ada', 'Salah#12345', '10.2.0.1')
    const wrong = await login(t, 'admin', 'Salah#12345', '10.2.0.2')
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: 'Username atau password salah' })
      expect(refreshCookieOf(response)).toBeUndefined()
    }
  })

  for (const role of ['teknisi', 'pelanggan'] as const) {
    it(`refuses the ${role} with another role's password`, async () => {
      const response = await login(t, DEMO[role].username, DEMO.admin.password, '10.2.1.1')
      expect(response.statusCode).toBe(401)
      expect(response.json().errMessage).toBe('Username atau password salah')
    })
  }

  it('asks for both fields in Indonesian when one is missing or blank', async () => {
    for (const payload of [{ username: 'admin' }, { password: 'x' }, { username: '  ', password: 'x' }, {}]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: 'Username dan password wajib diisi' })
    }
  })

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://ttsg.example.id' })
    try {
      await seedDemoAccounts(secure)
      const response = await login(secure, DEMO.admin.username, DEMO.admin.password)
      expect(response.cookies.find((c) => c.name === 'ttsg_refresh')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api',
      })
    } finally {
      await secure.close()
    }
  })
})

describe('GET /api/refreshToken', () => {
  it('rotates the refresh cookie and answers a fresh access token', async () => {
    const first = await signIn(t, DEMO.teknisi.username, DEMO.teknisi.password)
    const response = await refresh(t, first.cookie)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ status: 'sukses', role: 'teknisi', accessToken: expect.any(String) })
    expect(body.expired).toBe(decodePayload(body.accessToken).exp)
    const rotated = refreshCookieOf(response)
    expect(rotated).toBeDefined()
    expect(rotated).not.toBe(first.cookie)
    expect((await profile(t, body.accessToken)).statusCode).toBe(200)
    // The new cookie keeps working, once.
    const again = await refresh(t, rotated)
    expect(again.statusCode).toBe(200)
  })

  it('ends the whole session when an already used refresh token is presented again', async () => {
    const signedIn = await signIn(t, DEMO.pelanggan.username, DEMO.pelanggan.password)
    const rotated = refreshCookieOf(await refresh(t, signedIn.cookie))!
    const newest = await refresh(t, rotated)
    expect(newest.statusCode).toBe(200)
    const newestCookie = refreshCookieOf(newest)!
    const newestToken = newest.json().accessToken

    const replay = await refresh(t, signedIn.cookie)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({
      status: 'gagal',
      errMessage: 'Sesi Anda telah berakhir, silakan login kembali',
    })
    // Everything of that session is dead now: the newest cookie and its access token too.
    expect((await refresh(t, newestCookie)).statusCode).toBe(401)
    expect((await profile(t, newestToken)).statusCode).toBe(401)
    expect((await profile(t, signedIn.token)).statusCode).toBe(401)
    // Another sign-in of the same user is not affected.
    const other = await signIn(t, DEMO.pelanggan.username, DEMO.pelanggan.password)
    expect((await refresh(t, other.cookie)).statusCode).toBe(200)
  })

  it('keeps the session when the answer to a refresh was lost, but only for a short while', async () => {
    const signedIn = await signIn(t, DEMO.teknisi.username, DEMO.teknisi.password)
    // The browser sent its cookie but left the page before the new one arrived.
    expect((await refresh(t, signedIn.cookie)).statusCode).toBe(200)
    const retried = await refresh(t, signedIn.cookie)
    expect(retried.statusCode).toBe(200)
    const current = refreshCookieOf(retried)!
    expect((await profile(t, retried.json().accessToken)).statusCode).toBe(200)

    // Long after, the same old cookie is a replay: the whole session ends.
    await sql`update refresh_tokens set used_at = used_at - interval '1 minute'`.execute(t.database.db)
    expect((await refresh(t, signedIn.cookie)).statusCode).toBe(401)
    expect((await refresh(t, current)).statusCode).toBe(401)
  })

  it('refuses a missing, malformed or unknown cookie with 401 and clears it', async () => {
    for (const cookie of [undefined, 'abc', 'A'.repeat(43)]) {
      const response = await refresh(t, cookie)
      expect(response.statusCode).toBe(401)
      expect(response.json().status).toBe('gagal')
      const cleared = response.cookies.find((c) => c.name === 'ttsg_refresh')
      expect(cleared?.value).toBe('')
    }
  })

  it('refuses cross-site requests and keeps the cookie usable for the real site', async () => {
    const signedIn = await signIn(t, DEMO.admin.username, DEMO.admin.password)
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]
    for (const headers of crossSite) {
      const response = await refresh(t, signedIn.cookie, headers)
      expect(response.statusCode, JSON.stringify(headers)).toBe(403)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: 'Permintaan lintas situs ditolak' })
      expect(refreshCookieOf(response)).toBeUndefined()
    }
    const sameOrigin = await refresh(t, signedIn.cookie, {
      'sec-fetch-site': 'same-origin',
      origin: new URL(t.config.publicUrl).origin,
    })
    expect(sameOrigin.statusCode).toBe(200)
    const ownOrigin = await refresh(t, refreshCookieOf(sameOrigin), {
      origin: new URL(t.config.publicUrl).origin,
    })
    expect(ownOrigin.statusCode).toBe(200)
  })

  it('refuses a cross-site login too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: DEMO.admin,
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(response.statusCode).toBe(403)
  })
})

describe('DELETE /api/logout', () => {
  it('revokes the session: the access token and the refresh cookie stop working, the cookie is cleared', async () => {
    const signedIn = await signIn(t, DEMO.admin.username, DEMO.admin.password)
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/logout',
      headers: bearer(signedIn.token),
      cookies: { ttsg_refresh: signedIn.cookie },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'sukses', message: 'Anda telah keluar' })
    const cleared = response.cookies.find((c) => c.name === 'ttsg_refresh')!
    expect(cleared.value).toBe('')
    expect(cleared.path).toBe('/api')
    expect((await profile(t, signedIn.token)).statusCode).toBe(401)
    expect((await refresh(t, signedIn.cookie)).statusCode).toBe(401)
  })

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/logout' })
    expect(response.statusCode).toBe(401)
  })
})

describe('session hygiene', () => {
  it('ends the session of the cookie a browser already holds when it signs in again', async () => {
    const first = await signIn(t, DEMO.admin.username, DEMO.admin.password)
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: DEMO.admin,
      cookies: { ttsg_refresh: first.cookie },
    })
    expect(again.statusCode).toBe(200)
    expect((await profile(t, first.token)).statusCode).toBe(401)
    expect((await refresh(t, refreshCookieOf(again))).statusCode).toBe(200)
  })

  it('has no HEAD twin for the refresh call, which changes state', async () => {
    const signedIn = await signIn(t, DEMO.admin.username, DEMO.admin.password)
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/refreshToken',
      cookies: { ttsg_refresh: signedIn.cookie },
    })
    expect(head.statusCode).toBe(404)
    expect((await refresh(t, signedIn.cookie)).statusCode).toBe(200)
  })

  it('documents the identity calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    for (const path of [
      '/api/login',
      '/api/refreshToken',
      '/api/logout',
      '/api/generateToken',
      '/api/generateTeknisi',
      '/api/verify-pelanggan/{token}',
      '/api/verify-teknisi/{token}',
      '/api/profil',
      '/api/profil/password',
      '/api/pelanggan/getAllData',
      '/api/pelanggan/getData/{id}',
      '/api/teknisi/getAllData',
      '/api/teknisi/getData/{id}',
    ]) {
      expect(doc.paths[path], path).toBeDefined()
    }
  })
})
