import { describe, expect, it } from 'vitest'
import { call, eventCount, t, tokens, URL, useProspectTestApp, valid } from './testing.ts'

// Prospects added, read, edited, deleted, listed and exported, by admins only.
useProspectTestApp()

describe('pemesanan: add, read, edit, delete', () => {
  it('adds a prospect as baru, version 1, and reads it back with its ETag', async () => {
    const added = await call('POST', '/addData', {
      ...valid,
      email: 'ratna@contoh.co.id',
      permasalahan: 'Rayap',
    })
    expect(added.statusCode, added.body).toBe(200)
    const body = added.json()
    expect(body.message).toBe('Prospek berhasil ditambahkan')
    expect(body.data).toMatchObject({ ...valid, status: 'baru', version: 1, idpelanggan: null, alamat: '' })
    const read = await call('GET', `/getData/${body.data.idpemesanan}`)
    expect(read.statusCode).toBe(200)
    expect(read.headers.etag).toBe('"1"')
    expect(read.json().data).toEqual(body.data)
  })

  it.each([
    [{ ...valid, nama: '' }, 'Nama tidak boleh kosong'],
    [{ ...valid, no_telp: '' }, 'No Telp tidak boleh kosong'],
    [{ ...valid, no_telp: '0812-ab' }, 'No Telp tidak valid'],
    [{ ...valid, email: 'bukan-email' }, 'Format Email tidak benar'],
    [{ ...valid, sumber: 'Koran' }, 'Sumber tidak valid'],
    [{ ...valid, sumber: undefined }, 'Sumber tidak boleh kosong'],
    [{ ...valid, status: 'deal' }, 'Status tidak dapat diubah menjadi deal'],
    [{ ...valid, status: 'entah' }, 'Status tidak valid'],
    [{ ...valid, nama: 'x'.repeat(121) }, 'Nama terlalu panjang (maksimal 120 karakter)'],
    [{ ...valid, catatan: 'x'.repeat(2001) }, 'Catatan terlalu panjang (maksimal 2000 karakter)'],
    [{ ...valid, nama: 'Bu\u0000di' }, 'mengandung karakter yang tidak diizinkan'],
    [{ ...valid, tanggal_survei: '2026-13-40' }, 'Tanggal Survei'],
  ])('refuses bad input (%#) with its message and records nothing', async (payload, message) => {
    const before = await eventCount()
    const response = await call('POST', '/addData', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().status).toBe('gagal')
    expect(response.json().errMessage).toContain(message)
    expect(await eventCount()).toBe(before)
  })

  it('follows the status rules on edit and answers 409 to a stale version', async () => {
    const { data } = (await call('POST', '/addData', { ...valid, nama: 'Pak Status' })).json()
    const id = data.idpemesanan
    const toSurvei = await call('PUT', `/editData/${id}`, {
      ...valid,
      nama: 'Pak Status',
      status: 'survei',
      version: 1,
    })
    expect(toSurvei.statusCode, toSurvei.body).toBe(200)
    expect(toSurvei.json()).toMatchObject({
      message: 'Prospek berhasil diubah',
      data: { status: 'survei', version: 2 },
    })

    const before = await eventCount()
    const stale = await call('PUT', `/editData/${id}`, { ...valid, nama: 'Lama', version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errMessage).toBe(
      'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.',
    )
    const staleHeader = await call(
      'PUT',
      `/editData/${id}`,
      { ...valid, nama: 'Lama' },
      { 'if-match': '"1"' },
    )
    expect(staleHeader.statusCode).toBe(409)
    const toDeal = await call('PUT', `/editData/${id}`, { ...valid, status: 'deal', version: 2 })
    expect(toDeal.statusCode).toBe(400)
    expect(toDeal.json().errMessage).toBe('Status tidak dapat diubah menjadi deal')
    expect(await eventCount()).toBe(before)

    expect((await call('PUT', `/editData/${id}`, { ...valid, status: 'batal', version: 2 })).statusCode).toBe(
      200,
    )
    const fromBatal = await call('PUT', `/editData/${id}`, { ...valid, status: 'penawaran', version: 3 })
    expect(fromBatal.statusCode).toBe(400)
    expect(fromBatal.json().errMessage).toBe('Status tidak dapat diubah menjadi penawaran')
    const backToBaru = await call(
      'PUT',
      `/editData/${id}`,
      { ...valid, status: 'baru' },
      { 'if-match': '"3"' },
    )
    expect(backToBaru.statusCode).toBe(200)
    expect(backToBaru.json().data).toMatchObject({ status: 'baru', version: 4, nama: valid.nama })
  })

  it('shows who changed what and when, oldest first, also after deletion', async () => {
    const { data } = (await call('POST', '/addData', { ...valid, nama: 'Pak Riwayat' })).json()
    const id = data.idpemesanan
    await call('PUT', `/editData/${id}`, {
      ...valid,
      nama: 'Pak Riwayat',
      status: 'dihubungi',
      catatan: 'Sudah ditelepon',
    })
    const deleted = await call('DELETE', `/deleteData/${id}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({
      status: 'sukses',
      message: 'Prospek berhasil dihapus',
      data: { idpemesanan: id },
    })
    expect((await call('GET', `/getData/${id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/deleteData/${id}`)).json()).toEqual({
      status: 'gagal',
      errMessage: 'Data prospek tidak ditemukan',
    })

    const history = await call('GET', `/history/${id}`)
    expect(history.statusCode).toBe(200)
    const entries = history.json().data
    expect(entries.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Prospek dibuat',
      'Prospek diubah',
      'Prospek dihapus',
    ])
    expect(entries[1].oleh.role).toBe('admin')
    expect(entries[1].oleh.nama).not.toBe('')
    expect(entries[1].perubahan).toEqual([
      { field: 'status', dari: 'baru', menjadi: 'dihubungi' },
      { field: 'catatan', dari: '', menjadi: 'Sudah ditelepon' },
    ])
    expect(Date.parse(entries[0].waktu)).not.toBeNaN()
  })

  it('answers 404 for unknown and malformed ids', async () => {
    for (const path of ['/getData/987654', '/getData/abc', '/history/987654', '/getData/99999999999']) {
      const response = await call('GET', path)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: 'Data prospek tidak ditemukan' })
    }
    expect((await call('PUT', '/editData/987654', valid)).statusCode).toBe(404)
  })
})

describe('pemesanan: list and export', () => {
  it('pages newest first with search and filters, and serves a large limit as 100', async () => {
    for (const nama of ['Cari Satu', 'Cari Dua', 'Cari Tiga']) {
      await call('POST', '/addData', { ...valid, nama, sumber: 'WhatsApp', alamat: 'Jl. 50% Diskon_Gang' })
    }
    const page = await call('GET', '/getData?search_query=cari&limit=2')
    expect(page.statusCode).toBe(200)
    const body = page.json()
    expect(body).toMatchObject({ status: 'sukses', page: 0, limit: 2, totalRows: 3, totalPage: 2 })
    expect(body.data.map((row: { nama: string }) => row.nama)).toEqual(['Cari Tiga', 'Cari Dua'])
    const second = (await call('GET', '/getData?search_query=CARI&limit=2&page=1')).json()
    expect(second.data.map((row: { nama: string }) => row.nama)).toEqual(['Cari Satu'])
    expect((await call('GET', '/getData?search_query=50%25 diskon_g')).json().totalRows).toBe(3)
    expect((await call('GET', '/getData?search_query=5_%25')).json().totalRows).toBe(0)
    const filtered = (await call('GET', '/getData?sumber=WhatsApp&status=baru')).json()
    expect(filtered.totalRows).toBe(3)
    expect((await call('GET', '/getData?sumber=WhatsApp&status=survei')).json().totalRows).toBe(0)
    expect((await call('GET', '/getData?limit=500')).json().limit).toBe(100)
    expect((await call('GET', '/getData')).json().limit).toBe(10)
  })

  it('refuses bad paging and unknown filter values with 400', async () => {
    for (const [query, message] of [
      ['page=-1', 'Halaman (page) harus berupa bilangan bulat 0 atau lebih'],
      ['limit=abc', 'Limit harus berupa bilangan bulat 1 atau lebih'],
      ['status=hilang', 'Status tidak valid'],
      ['sumber=Koran', 'Sumber tidak valid'],
      ['search_query=a%00b', 'Data mengandung karakter yang tidak diizinkan'],
    ]) {
      const response = await call('GET', `/getData?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
    }
  })

  it('exports the filtered list as CSV with a BOM, ; and Indonesian labels', async () => {
    const response = await call('GET', '/export?search_query=cari')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.body.startsWith('\uFEFFID;Nama;No Telp;Email;Alamat')).toBe(true)
    const lines = response.body.trim().split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toContain(';Cari Tiga;081331234567;')
  })
})

describe('pemesanan: roles', () => {
  it('is for admins only', async () => {
    const paths: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/getData'],
      ['GET', '/getData/1'],
      ['GET', '/history/1'],
      ['GET', '/export'],
      ['POST', '/addData'],
      ['PUT', '/editData/1'],
      ['DELETE', '/deleteData/1'],
      ['POST', '/konversi/1'],
    ]
    for (const [method, path] of paths) {
      for (const role of ['teknisi', 'pelanggan']) {
        const response = await call(
          method,
          path,
          method === 'GET' || method === 'DELETE' ? undefined : valid,
          {},
          tokens[role],
        )
        expect(response.statusCode, `${role} ${method} ${path}`).toBe(403)
      }
      const anonymous = await t.app.inject({ method, url: `${URL}${path}` })
      expect(anonymous.statusCode).toBe(401)
    }
  })
})
