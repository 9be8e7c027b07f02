import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, login, profile, refresh, signIn } from '../../../api/testing/signed-in.ts'
import { signInForTest } from '../testing.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '0', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' })
})
afterAll(() => t.close())

const deps = (app: TestApp) => ({ db: app.database.db, config: app.config })

const putProfile = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profil', headers: bearer(token), payload })
const putPassword = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profil/password', headers: bearer(token), payload })

describe('GET /api/profil', () => {
  for (const role of ['admin', 'teknisi', 'pelanggan'] as const) {
    it(`answers the ${role}'s own data with the role's display name and no secret`, async () => {
      const session = await signInForTest(deps(t), role, { nama: `Nama ${role}` })
      const response = await profile(t, session.accessToken)
      expect(response.statusCode).toBe(200)
      const { data } = response.json()
      expect(data).toEqual({
        id: session.account.id,
        username: session.username,
        nama: `Nama ${role}`,
        email: '',
        no_telp: '',
        role,
        jabatan: role,
        nama_jabatan: { admin: 'Admin', teknisi: 'Teknisi', pelanggan: 'Pelanggan' }[role],
        idpelanggan: session.idpelanggan,
        idteknisi: session.idteknisi,
        harus_ganti_password: false,
      })
    })
  }

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profil' })).statusCode).toBe(401)
  })
})

describe('PUT /api/profil', () => {
  it('changes only the own name, email and phone', async () => {
    const session = await signInForTest(deps(t), 'pelanggan')
    const response = await putProfile(session.accessToken, {
      nama: '  Siti Aminah  ',
      email: 'siti@example.co.id',
      no_telp: '081234567890',
      role: 'admin',
      idpelanggan: 1,
      username: 'diubah',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'sukses',
      message: 'Profil berhasil diperbarui',
      data: {
        nama: 'Siti Aminah',
        email: 'siti@example.co.id',
        no_telp: '081234567890',
        role: 'pelanggan',
        username: session.username,
        idpelanggan: session.idpelanggan,
      },
    })
    expect((await profile(t, session.accessToken)).json().data.nama).toBe('Siti Aminah')
  })

  it('accepts an empty email and phone', async () => {
    const session = await signInForTest(deps(t), 'teknisi')
    const response = await putProfile(session.accessToken, { nama: 'Agus', email: '', no_telp: '' })
    expect(response.statusCode).toBe(200)
  })

  const cases: [string, object, string][] = [
    ['a blank name', { nama: '  ', email: '', no_telp: '' }, 'Nama wajib diisi'],
    ['a malformed email', { nama: 'A', email: 'siti@', no_telp: '' }, 'Masukkan format Email yang benar'],
    ['letters in the phone', { nama: 'A', email: '', no_telp: '0812abc' }, 'No Telp harus berupa angka'],
    ['a short phone', { nama: 'A', email: '', no_telp: '0812' }, 'No Telp minimal 8 digit'],
    [
      'a long name',
      { nama: 'a'.repeat(101), email: '', no_telp: '' },
      'Nama terlalu panjang (maksimal 100 karakter)',
    ],
  ]
  for (const [name, payload, message] of cases) {
    it(`answers 400 "${message}" for ${name}`, async () => {
      const session = await signInForTest(deps(t), 'admin')
      const response = await putProfile(session.accessToken, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
    })
  }
})

describe('PUT /api/profil/password', () => {
  it('needs the current password, then ends every other session but keeps this one', async () => {
    const created = await signInForTest(deps(t), 'admin', { password: 'LamaSekali1' })
    const here = await signIn(t, created.username, 'LamaSekali1')
    const elsewhere = await signIn(t, created.username, 'LamaSekali1', '10.7.0.2')

    const response = await putPassword(here.token, {
      password_lama: 'LamaSekali1',
      password_baru: 'BaruSekali2',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'sukses',
      message: 'Password berhasil diubah, sesi di perangkat lain telah diakhiri',
      data: { sesi_diakhiri: 2 },
    })
    // The other sessions (the elsewhere sign-in and the test helper's) are over at once.
    expect((await profile(t, elsewhere.token)).statusCode).toBe(401)
    expect((await refresh(t, elsewhere.cookie)).statusCode).toBe(401)
    expect((await profile(t, created.accessToken)).statusCode).toBe(401)
    // This one goes on.
    expect((await profile(t, here.token)).statusCode).toBe(200)
    expect((await refresh(t, here.cookie)).statusCode).toBe(200)
    // Only the new password signs in.
    expect((await login(t, created.username, 'LamaSekali1')).statusCode).toBe(401)
    expect((await login(t, created.username, 'BaruSekali2')).statusCode).toBe(200)
  })

  it('refuses a wrong current password and changes nothing', async () => {
    const session = await signInForTest(deps(t), 'teknisi', { password: 'Teknisi#777' })
    const response = await putPassword(session.accessToken, {
      password_lama: 'Salah#777',
      password_baru: 'BaruSekali2',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: 'gagal', errMessage: 'Password lama salah' })
    expect((await login(t, session.username, 'Teknisi#777')).statusCode).toBe(200)
  })

  const weak: [string, object, string][] = [
    ['no current password', { password_baru: 'BaruSekali2' }, 'Password lama wajib diisi'],
    ['no new password', { password_lama: 'x' }, 'Password baru wajib diisi'],
    [
      'a short new password',
      { password_lama: 'x', password_baru: 'abc1' },
      'Password baru minimal 8 karakter',
    ],
    [
      'no digit',
      { password_lama: 'x', password_baru: 'abcdefghij' },
      'Password baru harus mengandung huruf dan angka',
    ],
    [
      'no letter',
      { password_lama: 'x', password_baru: '1234567890' },
      'Password baru harus mengandung huruf dan angka',
    ],
  ]
  for (const [name, payload, message] of weak) {
    it(`answers 400 "${message}" for ${name}`, async () => {
      const session = await signInForTest(deps(t), 'pelanggan')
      const response = await putPassword(session.accessToken, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
    })
  }

  it('refuses a new password equal to the current one', async () => {
    const session = await signInForTest(deps(t), 'admin', { password: 'SamaSaja123' })
    const response = await putPassword(session.accessToken, {
      password_lama: 'SamaSaja123',
      password_baru: 'SamaSaja123',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errMessage).toBe('Password baru harus berbeda dari password lama')
  })

  it('locks further guesses of the current password like failed logins', async () => {
    const limited = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '0', LOGIN_MAX_FAILURES_PER_USER: '2' })
    try {
      const session = await signInForTest(deps(limited), 'admin', { password: 'Benar#12345' })
      const attempt = (password_lama: string) =>
        limited.app.inject({
          method: 'PUT',
          url: '/api/profil/password',
          headers: bearer(session.accessToken),
          payload: { password_lama, password_baru: 'BaruSekali2' },
        })
      expect((await attempt('Tebak#1')).statusCode).toBe(400)
      expect((await attempt('Tebak#2')).statusCode).toBe(400)
      expect((await attempt('Benar#12345')).statusCode).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
