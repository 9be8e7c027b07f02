import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STALE_VERSION } from '../../core/event-sourcing/decider.ts'
import type { TestApp } from '../testing/build-test-app.ts'
import { buildCustomerTestApp, customerBody, customerEventCount } from './pelanggan-test-kit.ts'

let t: TestApp
let call: Awaited<ReturnType<typeof buildCustomerTestApp>>['call']
let tokens: Record<string, string>
let ownId: number
beforeAll(async () => {
  const built = await buildCustomerTestApp()
  ;({ t, call, tokens } = built)
  ownId = built.users.pelanggan.idpelanggan as number
})
afterAll(() => t.close())

const create = (body: Record<string, unknown>) =>
  call('POST', '/api/pelanggan/createData', tokens.admin, body)

describe('POST /api/pelanggan/createData', () => {
  it('creates the customer as version 1 with every field, and answers its ETag', async () => {
    const body = customerBody({ status_aktif: undefined })
    const response = await create(body)
    expect(response.statusCode, response.body).toBe(201)
    const { status, message, data } = response.json()
    expect(status).toBe('sukses')
    expect(message).toBe('Data pelanggan berhasil ditambah')
    expect(data).toMatchObject({ ...body, status_aktif: 'aktif', version: 1 })
    expect(response.headers.etag).toBe('"1"')
    const read = await call('GET', `/api/pelanggan/getData/${data.idpelanggan}`, tokens.admin)
    expect(read.json().data).toEqual(data)
  })

  it('leaves optional fields empty when they are not sent', async () => {
    const { nama_kontak: _a, link_maps: _b, email: _c, catatan: _d, ...required } = customerBody()
    const response = await create(required)
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().data).toMatchObject({ nama_kontak: '', link_maps: '', email: '', catatan: '' })
  })

  const refusals: [string, Record<string, unknown>, string][] = [
    ['no code', { kode_pelanggan: '' }, 'Kode Pelanggan tidak boleh kosong'],
    ['a code of another form', { kode_pelanggan: 'TTSG-xyz-001' }, 'Format Kode Pelanggan tidak valid'],
    [
      'a code with a leading zero beyond three digits',
      { kode_pelanggan: 'TTSG-sda-0001' },
      'Format Kode Pelanggan tidak valid',
    ],
    ['no name', { nama_pelanggan: '  ' }, 'Nama Pelanggan tidak boleh kosong'],
    [
      'a name too long',
      { nama_pelanggan: 'x'.repeat(121) },
      'Nama Pelanggan terlalu panjang (maksimal 120 karakter)',
    ],
    [
      'a contact too long',
      { nama_kontak: 'x'.repeat(121) },
      'Nama Kontak terlalu panjang (maksimal 120 karakter)',
    ],
    ['no address', { alamat: '' }, 'Alamat tidak boleh kosong'],
    ['an address too long', { alamat: 'x'.repeat(501) }, 'Alamat terlalu panjang (maksimal 500 karakter)'],
    [
      'a maps link without https',
      { link_maps: 'http://maps.google.com/x' },
      'Link Maps harus berupa alamat https',
    ],
    ['no phone', { no_telp: '' }, 'No Telp tidak boleh kosong'],
    ['a phone with letters', { no_telp: '0812-ABC' }, 'No Telp tidak valid'],
    ['a phone too short', { no_telp: '0812345' }, 'No Telp tidak valid'],
    ['a bad email', { email: 'bukan-email' }, 'Format Email tidak benar'],
    ['no kind of business', { jenis_usaha: '' }, 'Jenis Usaha tidak boleh kosong'],
    ['an unknown kind of business', { jenis_usaha: 'Kantor' }, 'Jenis Usaha tidak valid'],
    ['no job type', { jenis_pekerjaan: undefined }, 'Jenis Pekerjaan tidak boleh kosong'],
    ['an unknown job type', { jenis_pekerjaan: 'Bersih-bersih' }, 'Jenis Pekerjaan tidak valid'],
    ['no visit frequency', { periode_kunjungan: '' }, 'Periode Kunjungan tidak boleh kosong'],
    ['an unknown visit frequency', { periode_kunjungan: '3x / bulan' }, 'Periode Kunjungan tidak valid'],
    ['an unknown status', { status_aktif: 'arsip' }, 'Status Aktif tidak valid'],
    ['notes too long', { catatan: 'x'.repeat(2001) }, 'Catatan terlalu panjang (maksimal 2000 karakter)'],
    [
      'a control character in a name',
      { nama_pelanggan: 'Toko\u0007' },
      'Nama Pelanggan mengandung karakter yang tidak diizinkan',
    ],
    [
      'a lone surrogate in a name',
      { nama_pelanggan: 'Toko \ud800' },
      'Nama Pelanggan mengandung teks yang tidak valid',
    ],
    [
      'a bidi override in an address',
      { alamat: 'Jl. \u202eX' },
      'Alamat mengandung karakter yang tidak diizinkan',
    ],
  ]
  for (const [what, overrides, message] of refusals) {
    it(`refuses ${what} with '${message}' and records nothing`, async () => {
      const before = await customerEventCount(t)
      const response = await create(customerBody(overrides))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
      expect(await customerEventCount(t)).toBe(before)
    })
  }

  it('refuses NUL characters, a body that is not an object and an oversized body', async () => {
    const before = await customerEventCount(t)
    const nul = await create(customerBody({ nama_pelanggan: 'a\u0000b' }))
    expect(nul.statusCode).toBe(400)
    expect(nul.json().status).toBe('gagal')
    const array = await call('POST', '/api/pelanggan/createData', tokens.admin, [1, 2])
    expect(array.statusCode).toBe(400)
    const huge = await create(customerBody({ catatan: 'x'.repeat(1_100_000) }))
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toEqual({ status: 'gagal', errMessage: 'Ukuran data terlalu besar' })
    expect(await customerEventCount(t)).toBe(before)
  })

  it('refuses a code in use with 409', async () => {
    const before = await customerEventCount(t)
    const response = await create(customerBody({ kode_pelanggan: 'TTSG-sda-001' }))
    expect(response.statusCode).toBe(409)
    expect(response.json().errMessage).toBe('Kode Pelanggan sudah dipakai')
    expect(await customerEventCount(t)).toBe(before)
  })

  it('gives one of ten concurrent creates with the same code the code, and 409 to the nine others', async () => {
    const before = await customerEventCount(t)
    const body = customerBody()
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create({ ...body, nama_pelanggan: `Serentak ${i}` })),
    )
    const codes = responses.map((response) => response.statusCode).sort()
    expect(codes).toEqual([201, ...Array(9).fill(409)])
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().errMessage).toBe('Kode Pelanggan sudah dipakai')
    }
    expect(await customerEventCount(t)).toBe(before + 1)
  })

  it('creates ten concurrent customers with ten different codes and ten different ids', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => create(customerBody())))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201))
    const ids = new Set(responses.map((response) => response.json().data.idpelanggan))
    const codes = new Set(responses.map((response) => response.json().data.kode_pelanggan))
    expect(ids.size).toBe(10)
    expect(codes.size).toBe(10)
  })
})

describe('PUT /api/pelanggan/updateData/{id}', () => {
  it('changes the fields, raises the version and keeps the status when none is sent', async () => {
    const created = (await create(customerBody())).json().data
    await call('PUT', `/api/pelanggan/editStatus/${created.idpelanggan}`, tokens.admin, {
      status_aktif: 'tidak aktif',
    })
    // customerBody sends no status_aktif.
    const body = customerBody({ kode_pelanggan: created.kode_pelanggan, alamat: 'Jl. Baru 9' })
    const response = await call('PUT', `/api/pelanggan/updateData/${created.idpelanggan}`, tokens.admin, {
      ...body,
      version: 2,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe('Data pelanggan berhasil diubah')
    expect(response.json().data).toMatchObject({
      alamat: 'Jl. Baru 9',
      status_aktif: 'tidak aktif',
      version: 3,
    })
    expect(response.headers.etag).toBe('"3"')
  })

  it('answers 409 to a stale version (body or If-Match) and changes nothing', async () => {
    const created = (await create(customerBody())).json().data
    const url = `/api/pelanggan/updateData/${created.idpelanggan}`
    const first = await call('PUT', url, tokens.admin, { ...created, nama_pelanggan: 'Pertama', version: 1 })
    expect(first.statusCode, first.body).toBe(200)
    const before = await customerEventCount(t)
    const stale = await call('PUT', url, tokens.admin, {
      ...customerBody(),
      kode_pelanggan: created.kode_pelanggan,
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({ status: 'gagal', errMessage: STALE_VERSION })
    const staleHeader = await call(
      'PUT',
      url,
      tokens.admin,
      { ...customerBody(), kode_pelanggan: created.kode_pelanggan },
      { 'if-match': '"1"' },
    )
    expect(staleHeader.statusCode).toBe(409)
    expect(await customerEventCount(t)).toBe(before)
    const read = await call('GET', `/api/pelanggan/getData/${created.idpelanggan}`, tokens.admin)
    expect(read.json().data).toMatchObject({ nama_pelanggan: 'Pertama', version: 2 })
  })

  it('lets one of two writers holding the same version win; the other gets 409', async () => {
    const created = (await create(customerBody())).json().data
    const url = `/api/pelanggan/updateData/${created.idpelanggan}`
    const [a, b] = await Promise.all([
      call('PUT', url, tokens.admin, { ...created, nama_pelanggan: 'Admin A', version: 1 }),
      call('PUT', url, tokens.admin, { ...created, nama_pelanggan: 'Admin B', version: 1 }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const loser = a.statusCode === 409 ? a : b
    expect(loser.json().errMessage).toBe(STALE_VERSION)
    const read = (await call('GET', `/api/pelanggan/getData/${created.idpelanggan}`, tokens.admin)).json()
      .data
    expect(read.version).toBe(2)
    expect(read.nama_pelanggan).toBe((a.statusCode === 200 ? a : b).json().data.nama_pelanggan)
  })

  it("refuses another customer's code with 409", async () => {
    const created = (await create(customerBody())).json().data
    const response = await call('PUT', `/api/pelanggan/updateData/${created.idpelanggan}`, tokens.admin, {
      ...created,
      kode_pelanggan: 'TTSG-sby-001',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().errMessage).toBe('Kode Pelanggan sudah dipakai')
  })

  it('answers 404 for a missing or malformed id, and 400 for a bad If-Match', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const response = await call('PUT', `/api/pelanggan/updateData/${id}`, tokens.admin, customerBody())
      expect(response.statusCode, id).toBe(404)
      expect(response.json().errMessage).toBe('Data pelanggan tidak ditemukan')
    }
    const created = (await create(customerBody())).json().data
    const bad = await call('PUT', `/api/pelanggan/updateData/${created.idpelanggan}`, tokens.admin, created, {
      'if-match': 'versi-satu',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errMessage).toBe('Header If-Match tidak valid')
  })
})

describe('PUT /api/pelanggan/updatePeriodeKunjungan', () => {
  const url = '/api/pelanggan/updatePeriodeKunjungan'
  it('changes only the visit frequency', async () => {
    const created = (await create(customerBody())).json().data
    const response = await call('PUT', url, tokens.admin, {
      idpelanggan: created.idpelanggan,
      periode_kunjungan: '1x / minggu',
      version: 1,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe('Periode kunjungan berhasil diubah')
    expect(response.json().data).toEqual({
      ...created,
      periode_kunjungan: '1x / minggu',
      version: 2,
      updated_at: response.json().data.updated_at,
    })
    const stale = await call('PUT', url, tokens.admin, {
      idpelanggan: created.idpelanggan,
      periode_kunjungan: 'station',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
  })

  it('answers each bad body with its message and records nothing', async () => {
    const before = await customerEventCount(t)
    const cases: [Record<string, unknown>, string][] = [
      [{ periode_kunjungan: '1x / bulan' }, 'ID Pelanggan tidak boleh kosong'],
      [{ idpelanggan: 999999, periode_kunjungan: '1x / bulan' }, 'Pelanggan tidak ditemukan'],
      [{ idpelanggan: 'satu', periode_kunjungan: '1x / bulan' }, 'Pelanggan tidak ditemukan'],
      [{ idpelanggan: ownId }, 'Periode Kunjungan tidak boleh kosong'],
      [{ idpelanggan: ownId, periode_kunjungan: 'tiap hari' }, 'Periode Kunjungan tidak valid'],
    ]
    for (const [body, message] of cases) {
      const response = await call('PUT', url, tokens.admin, body)
      expect(response.statusCode, message).toBe(400)
      expect(response.json().errMessage).toBe(message)
    }
    expect(await customerEventCount(t)).toBe(before)
  })
})

describe('PUT /api/pelanggan/editStatus/{id}', () => {
  it('deactivates and activates, and records nothing when the status stays', async () => {
    const created = (await create(customerBody())).json().data
    const url = `/api/pelanggan/editStatus/${created.idpelanggan}`
    const off = await call('PUT', url, tokens.admin, { status_aktif: 'tidak aktif', version: 1 })
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json().data).toMatchObject({ status_aktif: 'tidak aktif', version: 2 })
    const before = await customerEventCount(t)
    const same = await call('PUT', url, tokens.admin, { status_aktif: 'tidak aktif' })
    expect(same.json().data.version).toBe(2)
    expect(await customerEventCount(t)).toBe(before)
    const on = await call('PUT', url, tokens.admin, { status_aktif: 'aktif', version: 2 })
    expect(on.json().data).toMatchObject({ status_aktif: 'aktif', version: 3 })
    const bad = await call('PUT', url, tokens.admin, { status_aktif: 'hapus' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errMessage).toBe('Status Aktif tidak valid')
  })
})

describe('DELETE /api/pelanggan/deleteData/{id}', () => {
  it('removes a customer nothing points at from the lists; its history stays', async () => {
    const created = (await create(customerBody())).json().data
    const response = await call('DELETE', `/api/pelanggan/deleteData/${created.idpelanggan}`, tokens.admin)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      status: 'sukses',
      message: 'Data pelanggan berhasil dihapus',
      data: null,
    })
    expect(
      (await call('GET', `/api/pelanggan/getData/${created.idpelanggan}`, tokens.admin)).statusCode,
    ).toBe(404)
    const history = await call('GET', `/api/pelanggan/history/${created.idpelanggan}`, tokens.admin)
    expect(history.json().data.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Data dibuat',
      'Data dihapus',
    ])
    // The code is free again.
    expect((await create(customerBody({ kode_pelanggan: created.kode_pelanggan }))).statusCode).toBe(201)
  })

  it('refuses a customer with an account (409) and says to deactivate it', async () => {
    const before = await customerEventCount(t)
    const response = await call('DELETE', `/api/pelanggan/deleteData/${ownId}`, tokens.admin)
    expect(response.statusCode).toBe(409)
    expect(response.json().errMessage).toBe('Data masih dipakai oleh akun pelanggan, nonaktifkan saja')
    expect(await customerEventCount(t)).toBe(before)
    expect((await call('GET', `/api/pelanggan/getData/${ownId}`, tokens.admin)).statusCode).toBe(200)
  })

  it('answers 404 for a missing id and 409 for a stale If-Match', async () => {
    expect((await call('DELETE', '/api/pelanggan/deleteData/999999', tokens.admin)).statusCode).toBe(404)
    const created = (await create(customerBody())).json().data
    const stale = await call(
      'DELETE',
      `/api/pelanggan/deleteData/${created.idpelanggan}`,
      tokens.admin,
      undefined,
      {
        'if-match': '"7"',
      },
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errMessage).toBe(STALE_VERSION)
  })
})

describe('roles', () => {
  it('refuses every change to technicians and customers (403) and to nobody (401)', async () => {
    const before = await customerEventCount(t)
    const calls: ['POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['POST', '/api/pelanggan/createData', customerBody()],
      ['PUT', `/api/pelanggan/updateData/${ownId}`, customerBody()],
      ['PUT', '/api/pelanggan/updatePeriodeKunjungan', { idpelanggan: ownId, periode_kunjungan: 'station' }],
      ['PUT', `/api/pelanggan/editStatus/${ownId}`, { status_aktif: 'tidak aktif' }],
      ['DELETE', `/api/pelanggan/deleteData/${ownId}`, undefined],
    ]
    for (const [method, url, body] of calls) {
      for (const role of ['teknisi', 'pelanggan']) {
        const response = await call(method, url, tokens[role], body)
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403)
        expect(response.json()).toEqual({
          status: 'gagal',
          errMessage: 'Anda tidak memiliki akses untuk tindakan ini',
        })
      }
      expect((await call(method, url, undefined, body)).statusCode).toBe(401)
    }
    expect(await customerEventCount(t)).toBe(before)
  })
})
