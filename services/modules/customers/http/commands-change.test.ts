import { describe, expect, it } from 'vitest'
import { STALE_VERSION } from '../../../core/event-sourcing/decider.ts'
import {
  call,
  create,
  customerBody,
  customerEventCount,
  ownId,
  t,
  tokens,
  useCustomerTestApp,
} from './testing.ts'

// Customers changed, (de)activated and deleted, and the roles that may not do it.
useCustomerTestApp()

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
