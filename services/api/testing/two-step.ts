import { Secret, TOTP } from 'otpauth'
import { expect } from 'vitest'
import { SECOND_STEP_COOKIE } from '../../modules/identity/http/second-step-cookie.ts'
import { REFRESH_COOKIE } from '../../modules/identity/http/session-cookie.ts'
import type { TestApp } from './build-test-app.ts'
import { bearer, login } from './signed-in.ts'

// For the two-step tests: the code an authenticator app shows (computed with the library, as the
// app does), and the calls of the set-up and of the second step.

// `steps` later than now: the next code, which the API still accepts (one step of drift) and has
// not seen yet, where the current one was just used.
export function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
  return totp.generate({ timestamp: Date.now() + steps * 30_000 })
}

export const call = (
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

// Sets two-step up for the signed-in admin of `token`: its secret and its ten recovery codes.
export async function turnOnTwoStep(t: TestApp, token: string) {
  const started = await call(t, token, 'POST', '/api/akun/duaLangkah/mulai')
  expect(started.statusCode, started.body).toBe(200)
  const { secret } = started.json().data as { secret: string }
  const confirmed = await call(t, token, 'POST', '/api/akun/duaLangkah/aktifkan', { kode: codeFor(secret) })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return { secret, recoveryCodes: confirmed.json().data.kode_pemulihan as string[] }
}

// The password step: the ticket cookie of a pending second step.
export async function passwordStep(
  t: TestApp,
  username: string,
  password: string,
  remoteAddress = '10.9.0.1',
) {
  const response = await login(t, username, password, remoteAddress)
  expect(response.statusCode, response.body).toBe(200)
  const ticket = response.cookies.find((cookie) => cookie.name === SECOND_STEP_COOKIE)?.value
  return { response, ticket }
}

export function secondStep(
  t: TestApp,
  ticket: string | undefined,
  payload: { kode?: string; kode_pemulihan?: string },
  remoteAddress = '10.9.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login/duaLangkah',
    payload,
    remoteAddress,
    ...(ticket ? { cookies: { [SECOND_STEP_COOKIE]: ticket } } : {}),
  })
}

export const refreshCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value
