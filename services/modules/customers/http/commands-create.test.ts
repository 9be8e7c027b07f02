import { describe, expect, it } from 'vitest'
import { call, create, customerBody, customerEventCount, t, tokens, useCustomerTestApp } from './testing.ts'

// Customers created: every field, every refusal, codes taken once also under concurrency.
useCustomerTestApp()

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
