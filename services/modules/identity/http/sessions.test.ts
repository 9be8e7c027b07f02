import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, refresh, refreshCookieOf } from '../../../api/testing/signed-in.ts'
import { call } from '../../../api/testing/two-step.ts'
import { createTestAccount } from '../testing.ts'

// GET /api/akun/sesi and DELETE /api/akun/sesi/{id}: a user's own open sessions, and ending one.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '0', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' })
})
afterAll(() => t.close())

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

async function signInFrom(username: string, password: string, userAgent: string, remoteAddress: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  })
  expect(response.statusCode, response.body).toBe(200)
  return { token: response.json().token as string, cookie: refreshCookieOf(response)! }
}

describe('open sessions', () => {
  it('lists each open session with its device, address and times, marking the current one', async () => {
    const admin = await createTestAccount(t.database.db, 'admin')
    const laptop = await signInFrom(admin.username, admin.password, CHROME_WINDOWS, '10.20.0.1')
    await signInFrom(admin.username, admin.password, SAFARI_IPHONE, '10.20.0.2')
    const response = await call(t, laptop.token, 'GET', '/api/akun/sesi')
    expect(response.statusCode).toBe(200)
    const sessions = response.json().data
    expect(sessions).toHaveLength(2)
    const current = sessions.find((s: { sesi_ini: boolean }) => s.sesi_ini)
    expect(current).toMatchObject({ perangkat: 'Chrome 131 di Windows 10 (desktop)', alamat: '10.20.0.1' })
    const other = sessions.find((s: { sesi_ini: boolean }) => !s.sesi_ini)
    expect(other).toMatchObject({ perangkat: 'Safari 17 di iOS 17.5 (ponsel)', alamat: '10.20.0.2' })
    expect(Date.parse(other.dimulai)).toBeLessThanOrEqual(Date.now())
    expect(Date.parse(other.terakhir_dipakai)).toBeGreaterThanOrEqual(Date.parse(other.dimulai))
  })

  it('ends another session: its refresh and its access token stop working, the current one goes on', async () => {
    const teknisi = await createTestAccount(t.database.db, 'teknisi')
    const mine = await signInFrom(teknisi.username, teknisi.password, CHROME_WINDOWS, '10.21.0.1')
    const lost = await signInFrom(teknisi.username, teknisi.password, SAFARI_IPHONE, '10.21.0.2')
    const sessions = (await call(t, mine.token, 'GET', '/api/akun/sesi')).json().data
    const target = sessions.find((s: { sesi_ini: boolean }) => !s.sesi_ini)
    const ended = await call(t, mine.token, 'DELETE', `/api/akun/sesi/${target.id}`)
    expect(ended.statusCode).toBe(200)
    expect(ended.json().message).toBe('Sesi telah diakhiri; perangkat itu harus login kembali')
    expect((await call(t, lost.token, 'GET', '/api/profil')).statusCode).toBe(401)
    expect((await refresh(t, lost.cookie)).statusCode).toBe(401)
    expect((await call(t, mine.token, 'GET', '/api/profil')).statusCode).toBe(200)
    const left = (await call(t, mine.token, 'GET', '/api/akun/sesi')).json().data
    expect(left.map((s: { id: string }) => s.id)).not.toContain(target.id)
    // Ended already: not found.
    expect((await call(t, mine.token, 'DELETE', `/api/akun/sesi/${target.id}`)).statusCode).toBe(404)
  })

  it("answers 404 for another user's session and an unknown id, and ends nothing", async () => {
    const owner = await createTestAccount(t.database.db, 'admin')
    const victim = await signInFrom(owner.username, owner.password, CHROME_WINDOWS, '10.22.0.1')
    const victimSession = (await call(t, victim.token, 'GET', '/api/akun/sesi')).json().data[0].id
    const intruder = await createTestAccount(t.database.db, 'admin')
    const other = await signInFrom(intruder.username, intruder.password, CHROME_WINDOWS, '10.22.0.2')
    const refused = await call(t, other.token, 'DELETE', `/api/akun/sesi/${victimSession}`)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().errMessage).toBe('Sesi tidak ditemukan')
    const unknown = await call(
      t,
      other.token,
      'DELETE',
      '/api/akun/sesi/00000000-0000-4000-8000-000000000000',
    )
    expect(unknown.statusCode).toBe(404)
    expect((await call(t, victim.token, 'GET', '/api/profil')).statusCode).toBe(200)
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/akun/sesi', headers: bearer('x.y.z') })
    expect(anonymous.statusCode).toBe(401)
  })
})
