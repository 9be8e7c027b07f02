import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import { signIn } from '../../../api/testing/signed-in.ts'
import { call, codeFor, passwordStep, secondStep, turnOnTwoStep } from '../../../api/testing/two-step.ts'
import { createTestAccount } from '../testing.ts'

// The company's "required for all admins" (issue 38 item 6): an event, set only by an admin who has
// two-step on; then an admin without it can do nothing but set it up.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '0', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' })
})
afterAll(() => t.close())

const SETUP_REQUIRED = 'Verifikasi dua langkah wajib untuk semua admin: aktifkan dahulu di halaman Profil'

async function requirementEvents() {
  const rows = await sql<{ data: { wajib: boolean } }>`
    select data from events where type = 'TwoStepRequirementSet' order by position`.execute(t.database.db)
  return rows.rows.map((row) => row.data.wajib)
}

describe('PUT /api/akun/duaLangkah/wajib', () => {
  it('is refused to an admin without two-step, and to other roles; nothing is recorded', async () => {
    const admin = await createTestAccount(t.database.db, 'admin')
    const { token } = await signIn(t, admin.username, admin.password)
    const refused = await call(t, token, 'PUT', '/api/akun/duaLangkah/wajib', { wajib: true, version: 0 })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errMessage).toBe(
      'Aktifkan verifikasi dua langkah untuk akun Anda sebelum mewajibkannya untuk semua admin',
    )
    const teknisi = await createTestAccount(t.database.db, 'teknisi')
    const asTeknisi = await signIn(t, teknisi.username, teknisi.password)
    const forbidden = await call(t, asTeknisi.token, 'PUT', '/api/akun/duaLangkah/wajib', { wajib: true })
    expect(forbidden.statusCode).toBe(403)
    expect(await requirementEvents()).toEqual([])
  })

  it('requires it of every admin: one without it signs in only to set it up, then works normally', async () => {
    const first = await createTestAccount(t.database.db, 'admin')
    const firstSession = await signIn(t, first.username, first.password)
    await turnOnTwoStep(t, firstSession.token)
    const required = await call(t, firstSession.token, 'PUT', '/api/akun/duaLangkah/wajib', {
      wajib: true,
      version: 0,
    })
    expect(required.statusCode, required.body).toBe(200)
    expect(required.json()).toMatchObject({
      message: 'Verifikasi dua langkah kini wajib untuk semua admin',
      data: { wajib: true, version: 1, aktif: true, harus_atur: false },
    })
    expect(required.headers.etag).toBe('"1"')
    expect(await requirementEvents()).toEqual([true])
    // A stale version changes nothing.
    const stale = await call(t, firstSession.token, 'PUT', '/api/akun/duaLangkah/wajib', {
      wajib: false,
      version: 0,
    })
    expect(stale.statusCode).toBe(409)
    expect(await requirementEvents()).toEqual([true])

    const second = await createTestAccount(t.database.db, 'admin')
    const signedIn = await signIn(t, second.username, second.password)
    expect(signedIn.body.data.harus_atur_dua_langkah).toBe(true)
    for (const [method, url] of [
      ['GET', '/api/pelanggan/getData'],
      ['PUT', '/api/profil'],
      ['POST', '/api/antrean/sesi'],
      ['PUT', '/api/akun/duaLangkah/wajib'],
    ] as const) {
      const response = await call(t, signedIn.token, method, url, method === 'GET' ? undefined : {})
      expect(response.statusCode, `${method} ${url}`).toBe(403)
      expect(response.json().errMessage).toBe(SETUP_REQUIRED)
    }
    const profile = await call(t, signedIn.token, 'GET', '/api/profil')
    expect(profile.json().data.harus_atur_dua_langkah).toBe(true)
    const status = (await call(t, signedIn.token, 'GET', '/api/akun/duaLangkah')).json().data
    expect(status).toMatchObject({ aktif: false, wajib: true, harus_atur: true })
    expect((await call(t, signedIn.token, 'GET', '/api/akun/sesi')).statusCode).toBe(200)

    const own = await turnOnTwoStep(t, signedIn.token)
    expect((await call(t, signedIn.token, 'GET', '/api/pelanggan/getData')).statusCode).toBe(200)
    // From now on it signs in in two steps like the first.
    const { ticket } = await passwordStep(t, second.username, second.password)
    expect((await secondStep(t, ticket, { kode: codeFor(own.secret, 1) })).statusCode).toBe(200)

    // Teknisi and pelanggan are not concerned.
    const teknisi = await createTestAccount(t.database.db, 'teknisi')
    const asTeknisi = await signIn(t, teknisi.username, teknisi.password)
    expect((await call(t, asTeknisi.token, 'GET', '/api/profil')).statusCode).toBe(200)

    const lifted = await call(t, firstSession.token, 'PUT', '/api/akun/duaLangkah/wajib', {
      wajib: false,
      version: 1,
    })
    expect(lifted.statusCode).toBe(200)
    expect(lifted.json().message).toBe('Verifikasi dua langkah tidak lagi wajib untuk semua admin')
    expect(await requirementEvents()).toEqual([true, false])
    const third = await createTestAccount(t.database.db, 'admin')
    const free = await signIn(t, third.username, third.password)
    expect((await call(t, free.token, 'GET', '/api/pelanggan/getData')).statusCode).toBe(200)
  })
})
