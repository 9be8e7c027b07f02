import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import { refresh, signIn } from '../../../api/testing/signed-in.ts'
import {
  call,
  codeFor,
  passwordStep,
  refreshCookie,
  secondStep,
  turnOnTwoStep,
} from '../../../api/testing/two-step.ts'
import { signQueueBoardToken, startSession } from '../index.ts'
import { createTestAccount } from '../testing.ts'

// Issue 38 item 6: an admin's two-step sign-in, from the set-up to the second step of sign-in,
// the one-time codes, the lock, and the server refusing every admin call without the second step.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '0', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' })
})
afterAll(() => t.close())

async function newAdmin() {
  const account = await createTestAccount(t.database.db, 'admin')
  const { token } = await signIn(t, account.username, account.password)
  return { ...account, token }
}

const REJECTED = 'Kode salah, sudah dipakai, atau sudah kedaluwarsa'

describe('setting two-step up', () => {
  it('shows a QR code and the secret, stores it encrypted, and turns on only with a right code', async () => {
    const admin = await newAdmin()
    const started = await call(t, admin.token, 'POST', '/api/akun/duaLangkah/mulai')
    expect(started.statusCode).toBe(200)
    const { secret, otpauth_url: url, qr_svg: qr } = started.json().data
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(url).toMatch(/^otpauth:\/\/totp\/TTSG%20Pest%20Control:/)
    expect(new URL(url).searchParams.get('secret')).toBe(secret)
    expect(new URL(url).searchParams.get('period')).toBe('30')
    expect(new URL(url).searchParams.get('digits')).toBe('6')
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/)
    const stored = await sql<{ secret_encrypted: string }>`
      select secret_encrypted from two_step_secrets where user_id = ${admin.account.id}`.execute(
      t.database.db,
    )
    expect(stored.rows[0]!.secret_encrypted).not.toContain(secret)

    const wrong = await call(t, admin.token, 'POST', '/api/akun/duaLangkah/aktifkan', { kode: '000000' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errMessage).toBe(REJECTED)
    expect((await call(t, admin.token, 'GET', '/api/akun/duaLangkah')).json().data.aktif).toBe(false)

    const confirmed = await call(t, admin.token, 'POST', '/api/akun/duaLangkah/aktifkan', {
      kode: codeFor(secret),
    })
    expect(confirmed.statusCode).toBe(200)
    const codes: string[] = confirmed.json().data.kode_pemulihan
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    const hashes = await sql<{ code_hash: string }>`
      select code_hash from two_step_recovery_codes where user_id = ${admin.account.id}`.execute(
      t.database.db,
    )
    expect(hashes.rows).toHaveLength(10)
    for (const code of codes) expect(JSON.stringify(hashes.rows)).not.toContain(code.replaceAll('-', ''))
    const status = (await call(t, admin.token, 'GET', '/api/akun/duaLangkah')).json().data
    expect(status).toMatchObject({ aktif: true, sisa_kode_pemulihan: 10 })
    // The session it was confirmed in keeps working: it passed the second step.
    expect((await call(t, admin.token, 'GET', '/api/pelanggan/getData')).statusCode).toBe(200)
    // Starting again while on is refused.
    const again = await call(t, admin.token, 'POST', '/api/akun/duaLangkah/mulai')
    expect(again.statusCode).toBe(400)
    expect(again.json().errMessage).toBe('Verifikasi dua langkah sudah aktif')
  })

  it('is for admins only', async () => {
    const teknisi = await createTestAccount(t.database.db, 'teknisi')
    const { token } = await signIn(t, teknisi.username, teknisi.password)
    expect((await call(t, token, 'POST', '/api/akun/duaLangkah/mulai')).statusCode).toBe(403)
    expect((await call(t, token, 'GET', '/api/akun/duaLangkah')).statusCode).toBe(403)
  })
})

describe('signing in with two-step on', () => {
  it('gives a pending second step after the password, and a session marked as passed after the code', async () => {
    const admin = await newAdmin()
    const { secret } = await turnOnTwoStep(t, admin.token)

    const { response, ticket } = await passwordStep(t, admin.username, admin.password)
    expect(response.json()).toMatchObject({
      status: 'sukses',
      dua_langkah: true,
      message: 'Masukkan kode dari aplikasi autentikator',
    })
    expect(response.json().token).toBeUndefined()
    expect(refreshCookie(response)).toBeUndefined()
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(response.cookies.find((c) => c.name === 'ttsg_dua_langkah')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/login',
    })

    // The code the set-up used is spent: its replay is refused, with the one message.
    const replay = await secondStep(t, ticket, { kode: codeFor(secret) })
    expect(replay.statusCode).toBe(400)
    expect(replay.json().errMessage).toBe(REJECTED)

    const next = codeFor(secret, 1)
    const passed = await secondStep(t, ticket, { kode: next })
    expect(passed.statusCode, passed.body).toBe(200)
    const { token } = passed.json()
    expect(refreshCookie(passed)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await call(t, token, 'GET', '/api/pelanggan/getData')).statusCode).toBe(200)
    const sessions = (await call(t, token, 'GET', '/api/akun/sesi')).json().data
    expect(sessions.find((s: { sesi_ini: boolean }) => s.sesi_ini)).toMatchObject({ dua_langkah: true })

    // The same code again, with a new ticket: refused (a code is accepted once).
    const other = await passwordStep(t, admin.username, admin.password)
    const reused = await secondStep(t, other.ticket, { kode: next })
    expect(reused.statusCode).toBe(400)
    expect(reused.json().errMessage).toBe(REJECTED)
    // A used ticket starts no second session.
    expect((await secondStep(t, ticket, { kode: codeFor(secret, -1) })).statusCode).toBe(401)
  })

  it('signs in once with a recovery code, which is then spent', async () => {
    const admin = await newAdmin()
    const { recoveryCodes } = await turnOnTwoStep(t, admin.token)
    const first = await passwordStep(t, admin.username, admin.password)
    // As a person types it: upper case, spaces instead of hyphens.
    const typed = recoveryCodes[3]!.toUpperCase().replaceAll('-', ' ')
    const passed = await secondStep(t, first.ticket, { kode_pemulihan: typed })
    expect(passed.statusCode, passed.body).toBe(200)
    const status = (await call(t, passed.json().token, 'GET', '/api/akun/duaLangkah')).json().data
    expect(status.sisa_kode_pemulihan).toBe(9)

    const second = await passwordStep(t, admin.username, admin.password)
    const spent = await secondStep(t, second.ticket, { kode_pemulihan: recoveryCodes[3]! })
    expect(spent.statusCode).toBe(400)
    expect(spent.json().errMessage).toBe(REJECTED)
    expect((await secondStep(t, second.ticket, { kode_pemulihan: recoveryCodes[4]! })).statusCode).toBe(200)
  })

  it('refuses the second step without a ticket or with an expired one, and a code without the ticket', async () => {
    const admin = await newAdmin()
    const { secret } = await turnOnTwoStep(t, admin.token)
    const none = await secondStep(t, undefined, { kode: codeFor(secret, 1) })
    expect(none.statusCode).toBe(401)
    expect(none.json().errMessage).toBe('Waktu untuk memasukkan kode telah habis, silakan login kembali')
    const { ticket } = await passwordStep(t, admin.username, admin.password)
    await sql`update two_step_challenges set expires_at = now() - interval '1 second'
      where user_id = ${admin.account.id}`.execute(t.database.db)
    expect((await secondStep(t, ticket, { kode: codeFor(secret, 1) })).statusCode).toBe(401)
    const empty = await secondStep(t, ticket, {})
    expect(empty.statusCode).toBe(401)
  })

  it('locks after ten wrong codes, like the password, even for the right one', async () => {
    const admin = await newAdmin()
    const { secret } = await turnOnTwoStep(t, admin.token)
    const { ticket } = await passwordStep(t, admin.username, admin.password)
    const right = codeFor(secret, 1)
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 10; i += 1) {
      const response = await secondStep(t, ticket, { kode: wrong })
      expect(response.statusCode).toBe(400)
      expect(response.json().errMessage).toBe(REJECTED)
    }
    const locked = await secondStep(t, ticket, { kode: right })
    expect(locked.statusCode).toBe(429)
    expect(locked.json().errMessage).toBe(
      'Terlalu banyak kode yang salah, silakan coba lagi beberapa menit lagi',
    )
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    // The code was never checked: once the lock is lifted it still signs in.
    await sql`delete from login_failures where key = ${`dua-langkah:${admin.account.id}`}`.execute(
      t.database.db,
    )
    expect((await secondStep(t, ticket, { kode: right })).statusCode).toBe(200)
  })
})

describe('the server refuses admin sessions without the second step', () => {
  it('ends the other sessions when two-step is turned on, and refuses a session that did not pass', async () => {
    const admin = await newAdmin()
    const other = await signIn(t, admin.username, admin.password)
    await turnOnTwoStep(t, admin.token)
    expect((await call(t, other.token, 'GET', '/api/pelanggan/getData')).statusCode).toBe(401)
    expect((await refresh(t, other.cookie)).statusCode).toBe(401)

    // A session that never passed the second step (as one opened before it was on would be).
    const deps = { db: t.database.db, config: t.config }
    const unpassed = await startSession(deps, admin.account, 'password', {
      address: '10.0.0.9',
      userAgent: 'x',
    })
    for (const url of ['/api/pelanggan/getData', '/api/tagihan/getData', '/api/akun/sesi', '/api/profil']) {
      expect((await call(t, unpassed.accessToken, 'GET', url)).statusCode, url).toBe(401)
    }
    expect((await call(t, unpassed.accessToken, 'POST', '/api/antrean/sesi')).statusCode).toBe(401)
    expect((await refresh(t, unpassed.refreshToken)).statusCode).toBe(401)
    const boardToken = signQueueBoardToken(
      t.config,
      { userId: admin.account.id, role: 'admin', sessionId: unpassed.sessionId },
      15,
    ).token
    const board = await t.app.inject({
      method: 'GET',
      url: '/antrean',
      cookies: { ttsg_antrean: boardToken },
    })
    expect(board.statusCode).toBe(401)
  })

  it('turns off with a current code, after which the password alone signs in', async () => {
    const admin = await newAdmin()
    const { secret } = await turnOnTwoStep(t, admin.token)
    const wrong = await call(t, admin.token, 'POST', '/api/akun/duaLangkah/nonaktifkan', { kode: '123 456' })
    expect(wrong.statusCode).toBe(400)
    const none = await call(t, admin.token, 'POST', '/api/akun/duaLangkah/nonaktifkan', {})
    expect(none.json().errMessage).toBe('Kode wajib diisi')
    const off = await call(t, admin.token, 'POST', '/api/akun/duaLangkah/nonaktifkan', {
      kode: codeFor(secret, 1),
    })
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json().message).toBe('Verifikasi dua langkah dinonaktifkan')
    const signedIn = await signIn(t, admin.username, admin.password)
    expect(signedIn.body.dua_langkah).toBeUndefined()
  })

  it('makes new recovery codes with a current code; the old ones stop working', async () => {
    const admin = await newAdmin()
    const { secret, recoveryCodes } = await turnOnTwoStep(t, admin.token)
    const renewed = await call(t, admin.token, 'POST', '/api/akun/duaLangkah/kodePemulihan', {
      kode: codeFor(secret, 1),
    })
    expect(renewed.statusCode, renewed.body).toBe(200)
    const fresh: string[] = renewed.json().data.kode_pemulihan
    expect(fresh).toHaveLength(10)
    const { ticket } = await passwordStep(t, admin.username, admin.password)
    expect((await secondStep(t, ticket, { kode_pemulihan: recoveryCodes[0]! })).statusCode).toBe(400)
    expect((await secondStep(t, ticket, { kode_pemulihan: fresh[0]! })).statusCode).toBe(200)
  })
})
