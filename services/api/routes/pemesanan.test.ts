import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { moduleKit } from '../../modules/index.ts'
import { syncWebsiteProspects } from '../../modules/prospects/index.ts'
import type { TestApp } from '../testing/build-test-app.ts'
import { bearer, buildSignedInTestApp } from './identity-test-kit.ts'

let t: TestApp
let tokens: Record<string, string>
beforeAll(async () => {
  ;({ t, tokens } = await buildSignedInTestApp({ CONTACT_RATE_LIMIT_MAX: '1000' }))
})
afterAll(() => t.close())

const URL = '/api/pemesanan'
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
  token?: string,
) =>
  t.app.inject({
    method,
    url: `${URL}${url}`,
    payload,
    headers: { ...bearer(token ?? tokens.admin!), ...headers },
  })
const eventCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('stream_type', '=', 'prospect')
        .executeTakeFirstOrThrow()
    ).n,
  )
// Polls `probe` until it answers true (at most a minute: the database server is shared).
async function untilTrue(probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not reached within a minute')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
const deps = () => ({ db: t.database.db, eventStore: createEventStore(t.database.db, moduleKit()) })

const valid = { nama: 'Ibu Ratna Wulandari', no_telp: '081331234567', sumber: 'Telepon' }

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

describe('pemesanan: conversion to a customer', () => {
  const prospect = {
    ...valid,
    nama: 'Toko Konversi Jaya',
    email: 'konversi@contoh.co.id',
    alamat: 'Jl. Raya Porong 12, Sidoarjo',
    jenis_usaha: 'Bisnis',
    jenis_pekerjaan: 'Rodent Control',
  }
  const customerEvents = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('stream_type', '!=', 'prospect')
          .where('type', 'like', 'Customer%')
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('creates the customer prefilled from the prospect and marks the prospect deal, once', async () => {
    const { data } = (await call('POST', '/addData', prospect)).json()
    const id = data.idpemesanan
    const before = { prospects: await eventCount(), customers: await customerEvents() }
    const missing = await call('POST', `/konversi/${id}`, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errMessage).toBe('Kode Pelanggan tidak boleh kosong')
    const stale = await call(
      'POST',
      `/konversi/${id}`,
      { kode_pelanggan: 'TTSG-mlng-301', periode_kunjungan: '1x / bulan' },
      { 'if-match': '"7"' },
    )
    expect(stale.statusCode).toBe(409)
    expect({ prospects: await eventCount(), customers: await customerEvents() }).toEqual(before)

    const converted = await call(
      'POST',
      `/konversi/${id}`,
      { kode_pelanggan: 'TTSG-mlng-301', periode_kunjungan: '1x / bulan', nama_kontak: 'Pak Joko' },
      { 'if-match': '"1"' },
    )
    expect(converted.statusCode, converted.body).toBe(200)
    const body = converted.json()
    expect(body.message).toBe('Prospek berhasil dikonversi menjadi pelanggan')
    expect(body.data.pelanggan).toMatchObject({
      kode_pelanggan: 'TTSG-mlng-301',
      nama_pelanggan: 'Toko Konversi Jaya',
      nama_kontak: 'Pak Joko',
      no_telp: valid.no_telp,
      email: 'konversi@contoh.co.id',
      alamat: 'Jl. Raya Porong 12, Sidoarjo',
      jenis_usaha: 'Bisnis',
      jenis_pekerjaan: 'Rodent Control',
    })
    expect(body.data.pemesanan).toMatchObject({
      status: 'deal',
      idpelanggan: body.data.pelanggan.idpelanggan,
      version: 2,
    })

    const again = await call('POST', `/konversi/${id}`, {
      kode_pelanggan: 'TTSG-mlng-302',
      periode_kunjungan: '1x / bulan',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().errMessage).toBe('Prospek ini sudah dikonversi menjadi pelanggan')
    const reopen = await call('PUT', `/editData/${id}`, { ...prospect, status: 'baru' })
    expect(reopen.json().errMessage).toBe('Status tidak dapat diubah menjadi baru')
    const history = (await call('GET', `/history/${id}`)).json().data
    expect(history.at(-1)).toMatchObject({ jenis: 'Dikonversi menjadi pelanggan' })
  })

  it('takes the fields sent over the prospect, and leaves the prospect as it was when the customer is refused', async () => {
    const { data } = (await call('POST', '/addData', { ...prospect, nama: 'Prospek Kode Bentrok' })).json()
    const first = await call('POST', `/konversi/${data.idpemesanan}`, {
      kode_pelanggan: 'TTSG-mlng-303',
      periode_kunjungan: '1x / bulan',
      nama_pelanggan: 'Nama Resmi PT',
    })
    expect(first.json().data.pelanggan.nama_pelanggan).toBe('Nama Resmi PT')
    const other = (await call('POST', '/addData', { ...prospect, nama: 'Prospek Kedua' })).json().data
    const noAddress = (await call('POST', '/addData', { ...valid, nama: 'Tanpa Alamat' })).json().data
    const before = { prospects: await eventCount(), customers: await customerEvents() }
    const clash = await call('POST', `/konversi/${other.idpemesanan}`, {
      kode_pelanggan: 'TTSG-mlng-303',
      periode_kunjungan: '1x / bulan',
    })
    expect(clash.statusCode).toBe(409)
    expect(clash.json().errMessage).toBe('Kode Pelanggan sudah dipakai')
    const refused = await call('POST', `/konversi/${noAddress.idpemesanan}`, {
      kode_pelanggan: 'TTSG-mlng-304',
      periode_kunjungan: '1x / bulan',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errMessage).toBe('Alamat tidak boleh kosong')
    expect({ prospects: await eventCount(), customers: await customerEvents() }).toEqual(before)
    expect((await call('GET', `/getData/${other.idpemesanan}`)).json().data.status).toBe('baru')
    expect((await call('POST', '/konversi/987654', {})).statusCode).toBe(404)
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

describe('website contact requests become prospects', () => {
  const contact = (nama: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/kontak',
      payload: {
        nama,
        email: 'web@contoh.co.id',
        no_telp: '081299990000',
        permasalahan: 'Tikus',
        jenis_usaha: 'Bisnis',
        deskripsi: 'Gudang',
      },
    })
  const websiteProspects = () =>
    t.database.db
      .selectFrom('prospects' as never)
      .selectAll()
      .where('sumber' as never, '=', 'Website' as never)
      .orderBy('idpemesanan' as never)
      .execute() as Promise<Record<string, unknown>[]>

  it('makes exactly one prospect (Website, baru) per request, also those stored before, however often it runs', async () => {
    expect((await contact('Web Satu')).statusCode).toBe(201)
    expect((await contact('Web Dua')).statusCode).toBe(201)
    // Not by the browser nor by the request itself: only the subscription makes them.
    expect(await websiteProspects()).toHaveLength(0)
    // Three passes at once, repeated until the requests are visible to readers: events of a
    // transaction are read only once every older transaction on the server has ended.
    let total = 0
    await untilTrue(async () => {
      const results = await Promise.all([
        syncWebsiteProspects(deps()),
        syncWebsiteProspects(deps()),
        syncWebsiteProspects(deps()),
      ])
      total += results.reduce((sum, n) => sum + n, 0)
      return (await websiteProspects()).length >= 2
    })
    expect(total).toBe(2)
    expect(await syncWebsiteProspects(deps())).toBe(0)
    const rows = await websiteProspects()
    expect(
      rows.map((row) => [row.nama, row.status, row.sumber, row.permasalahan, row.jenis_usaha, row.deskripsi]),
    ).toEqual([
      ['Web Satu', 'baru', 'Website', 'Tikus', 'Bisnis', 'Gudang'],
      ['Web Dua', 'baru', 'Website', 'Tikus', 'Bisnis', 'Gudang'],
    ])
    const history = (await call('GET', `/history/${rows[0]!.idpemesanan}`)).json().data
    expect(history[0]).toMatchObject({
      jenis: 'Prospek dari permintaan kontak website',
      oleh: { nama: 'Sistem' },
    })
  })

  it('stays exactly once when a pass crashes in the middle and the process starts again', async () => {
    for (const nama of ['Crash A', 'Crash B', 'Crash C']) expect((await contact(nama)).statusCode).toBe(201)
    const real = deps()
    let appends = 0
    const crashing = {
      ...real,
      eventStore: {
        ...real.eventStore,
        append: (...args: Parameters<typeof real.eventStore.append>) => {
          appends += 1
          if (appends === 2) throw new Error('process killed')
          return real.eventStore.append(...args)
        },
      },
    }
    await untilTrue(() =>
      syncWebsiteProspects(crashing).then(
        () => false,
        (error: Error) => error.message === 'process killed',
      ),
    )
    expect((await websiteProspects()).map((row) => row.nama)).toContain('Crash A')
    expect((await websiteProspects()).map((row) => row.nama)).not.toContain('Crash B')
    // A new process: new connections' event store, same database and checkpoint.
    let created = 0
    await untilTrue(async () => {
      created += await syncWebsiteProspects(deps())
      return (await websiteProspects()).length >= 5
    })
    expect(created).toBe(2)
    expect(await syncWebsiteProspects(deps())).toBe(0)
    const names = (await websiteProspects()).map((row) => row.nama)
    for (const nama of ['Crash A', 'Crash B', 'Crash C'])
      expect(names.filter((n) => n === nama)).toHaveLength(1)
  })
})
