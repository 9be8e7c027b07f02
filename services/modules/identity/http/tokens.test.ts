import { createHmac } from 'node:crypto'
import { createSigner } from 'fast-jwt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, DEMO, decodePayload, seedDemoAccounts, signIn } from '../../../api/testing/signed-in.ts'
import { signAccessToken, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../index.ts'

// Every way of forging or misusing a token answers 401 with the contract's body, never 500.

let t: TestApp
let pelanggan: Awaited<ReturnType<typeof signIn>>
let admin: Awaited<ReturnType<typeof signIn>>
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '0' })
  await seedDemoAccounts(t)
  pelanggan = await signIn(t, DEMO.pelanggan.username, DEMO.pelanggan.password)
  admin = await signIn(t, DEMO.admin.username, DEMO.admin.password)
})
afterAll(() => t.close())

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

function claimsOf(token: string) {
  return decodePayload(token)
}

function hs256(secret: string, header: object, payload: object): string {
  const input = `${b64(header)}.${b64(payload)}`
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`
}

async function expectRefused(token: string, url = '/api/profil') {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) })
  expect(response.statusCode, token).toBe(401)
  expect(response.json()).toEqual({
    status: 'gagal',
    errMessage: 'Sesi Anda tidak valid atau telah berakhir, silakan login kembali',
  })
}

describe('access token verification', () => {
  it('accepts the genuine token (the cases below differ from it in one point each)', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profil', headers: bearer(admin.token) })).statusCode,
    ).toBe(200)
    const resigned = hs256(t.config.jwtSecret, { alg: 'HS256', typ: 'JWT' }, claimsOf(admin.token))
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profil', headers: bearer(resigned) })).statusCode,
    ).toBe(200)
  })

  it('refuses a token whose jabatan was edited (signature no longer matches)', async () => {
    const [header, , signature] = pelanggan.token.split('.')
    const edited = `${header}.${b64({ ...claimsOf(pelanggan.token), jabatan: 'admin' })}.${signature}`
    await expectRefused(edited, '/api/pelanggan/getAllData')
  })

  it('refuses a token signed with another key', async () => {
    const other = hs256(
      'another-secret-of-at-least-32-characters!!',
      { alg: 'HS256', typ: 'JWT' },
      claimsOf(admin.token),
    )
    await expectRefused(other)
  })

  it('refuses an unsigned token (alg none)', async () => {
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(admin.token))}.`)
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(admin.token))}`)
  })

  it('refuses a token signed HS512 with the right secret', async () => {
    const sign = createSigner({ key: t.config.jwtSecret, algorithm: 'HS512', noTimestamp: true })
    await expectRefused(sign(claimsOf(admin.token)))
  })

  it('refuses an expired token of a live session', async () => {
    const claims = claimsOf(admin.token)
    const { token } = signAccessToken(
      t.config,
      { userId: claims.sub as string, role: 'admin', sessionId: claims.sid as string },
      Date.now() - (t.config.accessTokenMinutes * 60 + 5) * 1000,
    )
    await expectRefused(token)
  })

  it('refuses another issuer, another audience or another token type', async () => {
    const claims = claimsOf(admin.token)
    const header = { alg: 'HS256', typ: 'JWT' }
    await expectRefused(hs256(t.config.jwtSecret, header, { ...claims, iss: 'someone-else' }))
    await expectRefused(hs256(t.config.jwtSecret, header, { ...claims, aud: 'another-api' }))
    await expectRefused(hs256(t.config.jwtSecret, header, { ...claims, typ: 'refresh' }))
    await expectRefused(hs256(t.config.jwtSecret, header, { ...claims, typ: 'link' }))
    const { typ: _typ, ...untyped } = claims
    await expectRefused(hs256(t.config.jwtSecret, header, untyped))
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE })
  })

  it('refuses a validly signed token whose role differs from the account', async () => {
    const claims = claimsOf(pelanggan.token)
    await expectRefused(
      hs256(t.config.jwtSecret, { alg: 'HS256', typ: 'JWT' }, { ...claims, jabatan: 'admin' }),
    )
  })

  it('never takes a refresh cookie or an access-link token for an access token', async () => {
    await expectRefused(admin.cookie)
    const customers = await t.app.inject({
      method: 'GET',
      url: '/api/pelanggan/getAllData',
      headers: bearer(admin.token),
    })
    const link = await t.app.inject({
      method: 'PUT',
      url: '/api/generateToken',
      headers: bearer(admin.token),
      payload: { idpelanggan: customers.json().data[0].idpelanggan },
    })
    const linkToken = new URL(link.json().data.link).searchParams.get('token')!
    await expectRefused(linkToken)
  })

  it('refuses garbage in the Authorization header with 401', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer ',
      'Basic YWRtaW46YWRtaW4=',
      'Bearer a.b.c',
      `Bearer ${'x'.repeat(5000)}`,
      'Bearer ey.ey.ey.ey',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/profil', headers: { authorization } })
      expect(response.statusCode, authorization).toBe(401)
    }
  })
})
