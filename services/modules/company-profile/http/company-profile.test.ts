import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, useSignedInTestApp } from '../../../api/testing/signed-in.ts'
import { eventCount as countEvents } from '../../../api/testing/uploads.ts'
import { DEMO_COMPANY_PROFILE } from '../index.ts'

let t: TestApp
let tokens: Record<string, string>
useSignedInTestApp((signedIn) => {
  ;({ t, tokens } = signedIn)
})

const URL = '/api/profil_perusahaan'
const read = (token = tokens.admin!) =>
  t.app.inject({ method: 'GET', url: `${URL}/getData`, headers: bearer(token) })
const write = (payload: object, headers: Record<string, string> = {}, token = tokens.admin!) =>
  t.app.inject({
    method: 'PUT',
    url: `${URL}/updateData`,
    payload,
    headers: { ...bearer(token), ...headers },
  })
const events = () => countEvents(t.database.db, 'company_profile')

describe('profil perusahaan', () => {
  it('answers 404 before anything was saved, then stores the first profile as version 1', async () => {
    const missing = await read()
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ status: 'gagal', errMessage: 'Profil perusahaan belum diisi' })
    const saved = await write({
      ...DEMO_COMPANY_PROFILE,
      ppn_persen: '11',
      alamat: '  Jl. Raya 1\nSidoarjo ',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.headers.etag).toBe('"1"')
    expect(saved.json()).toMatchObject({
      status: 'sukses',
      message: 'Profil perusahaan berhasil disimpan',
      data: { ...DEMO_COMPANY_PROFILE, alamat: 'Jl. Raya 1\nSidoarjo', ppn_persen: 11, version: 1 },
    })
    const again = await read()
    expect(again.headers.etag).toBe('"1"')
    expect(again.json().data.version).toBe(1)
  })

  it('takes the version from If-Match or the body, and refuses a stale one with 409, changing nothing', async () => {
    const changed = { ...DEMO_COMPANY_PROFILE, nama_bank: 'Bank Jatim' }
    const byHeader = await write(changed, { 'if-match': '"1"' })
    expect(byHeader.statusCode, byHeader.body).toBe(200)
    expect(byHeader.headers.etag).toBe('"2"')
    const before = await events()
    const stale = await write({ ...changed, nama_bank: 'Bank Lama' }, { 'if-match': '"1"' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({
      status: 'gagal',
      errMessage: 'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.',
    })
    expect((await write({ ...changed, nama_bank: 'Bank Lama', version: 1 })).statusCode).toBe(409)
    expect(await events()).toBe(before)
    expect((await read()).json().data.nama_bank).toBe('Bank Jatim')
    const byBody = await write({ ...changed, nama_bank: 'Bank Baru', version: 2 })
    expect(byBody.json().data).toMatchObject({ nama_bank: 'Bank Baru', version: 3 })
  })

  it('refuses an If-Match that is not a version, or that disagrees with the body', async () => {
    const bad = await write(DEMO_COMPANY_PROFILE, { 'if-match': 'tiga' })
    expect(bad.json()).toEqual({ status: 'gagal', errMessage: 'Header If-Match tidak valid' })
    const both = await write({ ...DEMO_COMPANY_PROFILE, version: 3 }, { 'if-match': '"2"' })
    expect(both.statusCode).toBe(400)
    expect(both.json().errMessage).toBe('Versi pada If-Match dan pada data berbeda')
  })

  it('records nothing when the same profile is saved again', async () => {
    const current = (await read()).json().data
    const before = await events()
    const same = await write({ ...DEMO_COMPANY_PROFILE, nama_bank: current.nama_bank })
    expect(same.json().data.version).toBe(current.version)
    expect(await events()).toBe(before)
  })

  it.each([
    [{ npwp: '12345' }, 'NPWP harus 15 atau 16 digit (mis. 01.234.567.8-123.000)'],
    [{ pkp: false }, 'PPN harus 0% bila perusahaan bukan PKP'],
    [{ ppn_persen: 101 }, 'PPN harus berupa bilangan bulat 0 sampai 100'],
    [{ nomor_rekening: '12-34' }, 'Nomor Rekening harus berupa angka (5 sampai 30 digit)'],
    [{ pkp: 'mungkin' }, 'PKP harus berupa ya atau tidak'],
    [{ nama_perusahaan: '' }, 'Nama Perusahaan tidak boleh kosong'],
    [
      { penandatangan_nama: 'Budi\u202eSantoso' },
      'Nama Penandatangan mengandung karakter yang tidak diizinkan',
    ],
  ])('refuses %o with its message and stores nothing', async (change, message) => {
    const before = await events()
    const response = await write({ ...DEMO_COMPANY_PROFILE, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
    expect(await events()).toBe(before)
  })

  it('is for the admin only', async () => {
    for (const role of ['teknisi', 'pelanggan']) {
      expect((await read(tokens[role])).statusCode).toBe(403)
      expect((await write(DEMO_COMPANY_PROFILE, {}, tokens[role])).statusCode).toBe(403)
    }
  })
})
