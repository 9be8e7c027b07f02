import { describe, expect, it } from 'vitest'
import { type Call, call, create, entry, list, useCatalogueTestApp } from './testing.ts'

// Catalogue entries listed publicly, added, read, edited and deleted by the admin, and the ids that
// name none.
useCatalogueTestApp()

describe('GET /api/katalog_harga/getData (public)', () => {
  it('lists the catalogue without a token, entries of one service together', async () => {
    const termite = await create({ ...entry, jenis_layanan: 'Termite Control (Pra Konstruksi)' })
    const disinfection = await create({ ...entry, jenis_layanan: 'Disinfeksi Ruangan', harga: 2000 })
    const response = await call({ method: 'GET', url: '/api/katalog_harga/getData' }, null)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.status).toBe('sukses')
    const ids = body.data.map((e: any) => e.idkatalog_harga)
    expect(ids.indexOf(disinfection.idkatalog_harga)).toBeLessThan(ids.indexOf(termite.idkatalog_harga))
    expect(body.data.find((e: any) => e.idkatalog_harga === disinfection.idkatalog_harga)).toEqual(
      disinfection,
    )
  })
})

describe('POST /api/katalog_harga/createData', () => {
  it('adds an entry with the spec message, and the public list shows it', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/katalog_harga/createData',
      payload: { ...entry, jenis_layanan: '  Fumigasi Gudang ', harga: '7500' },
    })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({
      status: 'sukses',
      message: 'Sukses Menambah Data !!!',
      data: { jenis_layanan: 'Fumigasi Gudang', harga: 7500, minimal_luasan: 50, minimum_cost: 1250000 },
    })
    expect(await list()).toContainEqual(body.data)
  })

  const cases: [string, Record<string, unknown>, string][] = [
    ['no name', { jenis_layanan: '' }, 'Nama Layanan tidak boleh kosong'],
    ['no description', { deskripsi: '   ' }, 'Deskripsi tidak boleh kosong'],
    ['no price', { harga: undefined }, 'Harga tidak boleh kosong'],
    ['no minimum area', { minimal_luasan: null }, 'Minimal Luasan tidak boleh kosong'],
    ['no minimum cost', { minimum_cost: '' }, 'Minimum Cost tidak boleh kosong'],
    ['a negative price', { harga: -25000 }, 'Harga harus berupa bilangan bulat tidak negatif'],
    ['a price with cents', { harga: 2500.5 }, 'Harga harus berupa bilangan bulat tidak negatif'],
    ['a price with thousands dots', { harga: '25.000' }, 'Harga harus berupa bilangan bulat tidak negatif'],
    ['a price that is text', { harga: 'murah' }, 'Harga harus berupa bilangan bulat tidak negatif'],
    ['a negative area', { minimal_luasan: -1 }, 'Minimal Luasan harus berupa bilangan bulat tidak negatif'],
    [
      'a fractional minimum cost',
      { minimum_cost: '1,5' },
      'Minimum Cost harus berupa bilangan bulat tidak negatif',
    ],
    [
      'a name too long',
      { jenis_layanan: 'x'.repeat(101) },
      'Nama Layanan terlalu panjang (maksimal 100 karakter)',
    ],
    [
      'a description too long',
      { deskripsi: 'x'.repeat(2001) },
      'Deskripsi terlalu panjang (maksimal 2000 karakter)',
    ],
  ]
  for (const [name, change, message] of cases) {
    it(`answers 400 "${message}" for ${name} and stores nothing`, async () => {
      const before = await list()
      const response = await call({
        method: 'POST',
        url: '/api/katalog_harga/createData',
        payload: { ...entry, ...change },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
      expect(await list()).toEqual(before)
    })
  }

  it('answers 400 for an empty body with the first field message', async () => {
    const response = await call({ method: 'POST', url: '/api/katalog_harga/createData', payload: {} })
    expect(response.statusCode).toBe(400)
    expect(response.json().errMessage).toBe('Nama Layanan tidak boleh kosong')
  })
})

describe('GET /api/katalog_harga/getData/{id}', () => {
  it('returns the entry in data', async () => {
    const created = await create()
    const response = await call({
      method: 'GET',
      url: `/api/katalog_harga/getData/${created.idkatalog_harga}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'sukses', data: created })
  })
})

describe('PUT /api/katalog_harga/updateData/{id}', () => {
  it('saves the edit with the spec message', async () => {
    const created = await create()
    const response = await call({
      method: 'PUT',
      url: `/api/katalog_harga/updateData/${created.idkatalog_harga}`,
      payload: {
        idkatalog_harga: created.idkatalog_harga,
        jenis_layanan: 'Termite Control (Pasca Konstruksi, Gedung)',
        deskripsi: 'Untuk gedung bertingkat',
        harga: 22000,
        minimal_luasan: 200,
        minimum_cost: 4400000,
      },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'sukses',
      message: 'Sukses Mengedit Data Katalog Harga !!!',
      data: {
        idkatalog_harga: created.idkatalog_harga,
        harga: 22000,
        minimal_luasan: 200,
        minimum_cost: 4400000,
      },
    })
    const reread = await call({ method: 'GET', url: `/api/katalog_harga/getData/${created.idkatalog_harga}` })
    expect(reread.json().data.jenis_layanan).toBe('Termite Control (Pasca Konstruksi, Gedung)')
  })

  it('needs only name, description and price; empty minimums keep their values', async () => {
    const created = await create()
    const response = await call({
      method: 'PUT',
      url: `/api/katalog_harga/updateData/${created.idkatalog_harga}`,
      payload: {
        jenis_layanan: 'Rayap',
        deskripsi: 'Singkat',
        harga: 1,
        minimal_luasan: '',
        minimum_cost: null,
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({ harga: 1, minimal_luasan: 50, minimum_cost: 1250000 })
  })

  const cases: [string, Record<string, unknown>, string][] = [
    ['no name', { jenis_layanan: ' ' }, 'Nama Layanan tidak boleh kosong'],
    ['no description', { deskripsi: '' }, 'Deskripsi tidak boleh kosong'],
    ['no price', { harga: '' }, 'Harga tidak boleh kosong'],
    ['a negative price', { harga: -1 }, 'Harga harus berupa bilangan bulat tidak negatif'],
    [
      'a negative minimum cost',
      { minimum_cost: -1 },
      'Minimum Cost harus berupa bilangan bulat tidak negatif',
    ],
    [
      'a name too long',
      { jenis_layanan: 'x'.repeat(101) },
      'Nama Layanan terlalu panjang (maksimal 100 karakter)',
    ],
  ]
  for (const [name, change, message] of cases) {
    it(`answers 400 "${message}" for ${name} and changes nothing`, async () => {
      const created = await create()
      const response = await call({
        method: 'PUT',
        url: `/api/katalog_harga/updateData/${created.idkatalog_harga}`,
        payload: { ...entry, ...change },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
      const reread = await call({
        method: 'GET',
        url: `/api/katalog_harga/getData/${created.idkatalog_harga}`,
      })
      expect(reread.json().data).toEqual(created)
    })
  }

  it('answers 400 when the body names another entry than the address', async () => {
    const created = await create()
    const response = await call({
      method: 'PUT',
      url: `/api/katalog_harga/updateData/${created.idkatalog_harga}`,
      payload: { ...entry, idkatalog_harga: created.idkatalog_harga + 1000 },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errMessage).toBe('ID Katalog Harga tidak sesuai dengan data yang diedit')
  })
})

describe('DELETE /api/katalog_harga/deleteData/{id}', () => {
  it('removes the entry from the public list', async () => {
    const created = await create()
    const response = await call({
      method: 'DELETE',
      url: `/api/katalog_harga/deleteData/${created.idkatalog_harga}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().status).toBe('sukses')
    expect((await list()).map((e: any) => e.idkatalog_harga)).not.toContain(created.idkatalog_harga)
  })
})

describe('ids that name no entry', () => {
  it('answers 400 for an id holding a NUL character, before it can reach PostgreSQL', async () => {
    const response = await call({ method: 'GET', url: '/api/katalog_harga/getData/%00' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      status: 'gagal',
      errMessage: 'Data mengandung karakter yang tidak diizinkan',
    })
  })

  for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999999999', '1%20OR%201=1']) {
    const calls: Call[] = [
      { method: 'GET', url: `/api/katalog_harga/getData/${id}` },
      { method: 'PUT', url: `/api/katalog_harga/updateData/${id}`, payload: entry },
      { method: 'DELETE', url: `/api/katalog_harga/deleteData/${id}` },
    ]
    for (const request of calls) {
      it(`${request.method} ${request.url} answers 404 in Indonesian`, async () => {
        const response = await call(request)
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ status: 'gagal', errMessage: 'Data katalog harga tidak ditemukan' })
      })
    }
  }
})
