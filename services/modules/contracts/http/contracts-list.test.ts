import { describe, expect, it } from 'vitest'
import { call, create, eventCount, t, tokens, URL, useContractTestApp, valid } from './testing.ts'

// Contracts created, read, listed and exported, and who may call them at all.
useContractTestApp()

describe('kontrak: create, read, list', () => {
  it('creates a contract with the first number of its start year, readable with its version', async () => {
    const response = await create({ ...valid(), catatan: '  Gudang belakang  ' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers.etag).toBe('"1"')
    const body = response.json()
    expect(body).toMatchObject({
      status: 'sukses',
      message: 'Data kontrak berhasil ditambahkan',
      data: {
        ...valid(),
        nomor_kontrak: 'KTR/2026/0001',
        kode_pelanggan: 'TTSG-sda-001',
        nama_pelanggan: 'PT Sinar Jaya Abadi',
        status_aktif: 'aktif',
        status_kontrak: 'aktif',
        idteknisi: null,
        catatan: 'Gudang belakang',
        file_kontrak: null,
        version: 1,
      },
    })
    const read = await call('GET', `/getData/${body.data.idkontrak}`)
    expect(read.headers.etag).toBe('"1"')
    expect(read.json().data).toEqual(body.data)
  })

  it.each([
    [{ idpelanggan: undefined }, 'Pelanggan tidak boleh kosong'],
    [{ idpelanggan: 999_999 }, 'Pelanggan tidak ditemukan'],
    [{ idpelanggan: 0 }, 'Pelanggan tidak ditemukan'],
    [{ idteknisi: 999_999 }, 'Teknisi tidak ditemukan'],
    [{ jenis_pekerjaan: '' }, 'Jenis Pekerjaan tidak boleh kosong'],
    [{ jenis_pekerjaan: 'Sulap' }, 'Jenis Pekerjaan tidak valid'],
    [{ periode_kunjungan: undefined }, 'Periode Kunjungan tidak boleh kosong'],
    [{ periode_kunjungan: '3x / hari' }, 'Periode Kunjungan tidak valid'],
    [{ tanggal_mulai: '' }, 'Tanggal Mulai tidak boleh kosong'],
    [{ tanggal_selesai: undefined }, 'Tanggal Selesai tidak boleh kosong'],
    [{ tanggal_selesai: '2026-12-01' }, 'Tanggal selesai harus setelah tanggal mulai'],
    [{ tanggal_selesai: '2026-11-01' }, 'Tanggal selesai harus setelah tanggal mulai'],
    [{ nilai_kontrak: undefined }, 'Nilai Kontrak tidak boleh kosong'],
    [{ nilai_kontrak: -1 }, 'Nilai Kontrak harus berupa bilangan bulat 0 atau lebih'],
    [{ nilai_kontrak: 1e13 }, 'Nilai Kontrak terlalu besar'],
    [{ status_aktif: 'mungkin' }, 'Status Aktif tidak valid'],
    [{ catatan: 'x'.repeat(2001) }, 'Catatan terlalu panjang (maksimal 2000 karakter)'],
  ])('refuses %o with its message, records nothing and uses no number', async (change, message) => {
    const before = await eventCount()
    const response = await create({ ...valid(), ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
    expect(await eventCount()).toBe(before)
    const numbers = await t.database.db
      .selectFrom('contract_numbers' as never)
      .select('terakhir' as never)
      .where('tahun' as never, '=', 2026 as never)
      .executeTakeFirst()
    expect(numbers).toEqual({ terakhir: 1 })
  })

  it('gives ten concurrent creates of one year the numbers 0001 to 0010, without gaps or twins', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create({ ...valid(), tanggal_mulai: `2027-02-${String(i + 10)}`, tanggal_selesai: '2028-01-31' }),
      ),
    )
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200)
    const numbers = answers.map((answer) => answer.json().data.nomor_kontrak).sort()
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, i) => `KTR/2027/${String(i + 1).padStart(4, '0')}`),
    )
  })

  it('lists newest first with paging, search, filters and the limit cap', async () => {
    const page = await call('GET', '/getData?limit=4&page=1')
    expect(page.json()).toMatchObject({ status: 'sukses', page: 1, limit: 4, totalRows: 11, totalPage: 3 })
    expect(page.json().data).toHaveLength(4)
    const all = (await call('GET', '/getData?limit=500')).json()
    expect(all.limit).toBe(100)
    expect(all.data.map((k: { idkontrak: number }) => k.idkontrak)).toEqual(
      [...all.data.map((k: { idkontrak: number }) => k.idkontrak)].sort((a, b) => b - a),
    )
    const ids = all.data.map((k: { idkontrak: number }) => k.idkontrak)
    // Pages in the back half are read from the other end: the same rows, in the same order.
    const last = (await call('GET', '/getData?limit=4&page=2')).json()
    expect(last.data.map((k: { idkontrak: number }) => k.idkontrak)).toEqual(ids.slice(8))
    expect((await call('GET', '/getData?limit=4&page=3')).json().data).toEqual([])
    const found = (await call('GET', `/getData?search_query=${encodeURIComponent('ktr/2026')}`)).json()
    expect(found.data.map((k: { nomor_kontrak: string }) => k.nomor_kontrak)).toEqual(['KTR/2026/0001'])
    expect((await call('GET', '/getData?search_query=sinar%20jaya')).json().totalRows).toBe(11)
    expect((await call('GET', '/getData?search_query=100%25')).json().totalRows).toBe(0)
    expect((await call('GET', '/getData?jenis_pekerjaan=Fumigasi')).json().totalRows).toBe(0)
    expect((await call('GET', '/getData?status_kontrak=aktif')).json().totalRows).toBe(11)
    expect((await call('GET', '/getData?status_kontrak=berakhir')).json().totalRows).toBe(0)
    for (const [bad, message] of [
      ['?page=-1', 'Halaman (page) harus berupa bilangan bulat 0 atau lebih'],
      ['?status_kontrak=hilang', 'Status Kontrak tidak valid'],
      ['?jenis_pekerjaan=Sulap', 'Jenis Pekerjaan tidak valid'],
      // The shared input guard refuses control characters in every query before the list sees them.
      ['?search_query=a%01b', 'Data mengandung karakter yang tidak diizinkan'],
    ]) {
      const refused = await call('GET', `/getData${bad}`)
      expect(refused.json(), bad).toEqual({ status: 'gagal', errMessage: message })
    }
    for (const bad of ['?page=-1', '?status_kontrak=hilang', '?jenis_pekerjaan=Sulap', '?idpelanggan=abc']) {
      const refused = await call('GET', `/getData${bad}`)
      expect(refused.statusCode, bad).toBe(400)
      expect(refused.json().status).toBe('gagal')
    }
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '1e3', '99999999999']) {
      const response = await call('GET', `/getData/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: 'Kontrak tidak ditemukan' })
    }
  })

  it('exports the filtered list as CSV with BOM, ; and Indonesian labels', async () => {
    const response = await call('GET', `/export?search_query=${encodeURIComponent('KTR/2026')}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toContain('attachment')
    const lines = response.body.split('\r\n')
    expect(lines[0]).toMatch(/^\uFEFFNomor Kontrak;Kode Pelanggan;Nama Pelanggan;/)
    expect(lines[1]).toMatch(
      /^KTR\/2026\/0001;TTSG-sda-001;PT Sinar Jaya Abadi;Pest Control;1x \/ bulan;2026-12-01;/,
    )
    expect(lines).toHaveLength(3)
  })
})

describe('kontrak: roles', () => {
  it('answers 403 to technicians and customers on every contract call', async () => {
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/getData'],
      ['GET', '/getData/1'],
      ['GET', '/export'],
      ['GET', '/history/1'],
      ['GET', '/file/1'],
      ['POST', '/createData', valid()],
      ['PUT', '/updateData/1', valid()],
      ['DELETE', '/deleteData/1'],
      ['PUT', '/uploadFile/1', {}],
    ]
    for (const role of ['teknisi', 'pelanggan']) {
      for (const [method, url, body] of calls) {
        const response = await call(method, url, body, {}, tokens[role])
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403)
        expect(response.json().status).toBe('gagal')
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `${URL}/getData` })
    expect(anonymous.statusCode).toBe(401)
  })
})
