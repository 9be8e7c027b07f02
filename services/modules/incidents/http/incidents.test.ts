import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, buildSignedInTestApp } from '../../../api/testing/signed-in.ts'

// The breach register (issue 38 item 5): recorded, changed with its version, listed and searched,
// its 3 × 24-hour deadline and those to notify with their contact; admins only.
let s: Awaited<ReturnType<typeof buildSignedInTestApp>>
let customer: { idpelanggan: number; nama_pelanggan: string; no_telp: string; email: string }
beforeAll(async () => {
  s = await buildSignedInTestApp()
  customer = (await s.t.database.db
    .selectFrom('customers' as never)
    .select(['idpelanggan', 'nama_pelanggan', 'no_telp', 'email'] as never[])
    .orderBy('idpelanggan' as never)
    .executeTakeFirstOrThrow()) as typeof customer
}, 60_000)
afterAll(() => s.t.close())

const send = (method: 'POST' | 'PUT', url: string, payload: object, token = s.tokens.admin, headers = {}) =>
  s.t.app.inject({ method, url, payload, headers: { ...bearer(token), ...headers } })

const body = (overrides: object = {}) => ({
  judul: 'Laptop kantor hilang',
  kejadian: 'Laptop admin berisi ekspor pelanggan hilang.',
  ditemukan_pada: '2026-12-01T09:30',
  jenis_subjek: 'Pelanggan',
  jenis_data: 'Nama, telepon, alamat',
  perkiraan_jumlah: 120,
  pelanggan_terdampak: [{ idpelanggan: customer.idpelanggan }],
  ...overrides,
})

const eventCount = async () =>
  Number(
    (
      (await s.t.database.db
        .selectFrom('events' as never)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('stream_type' as never, '=', 'insiden' as never)
        .executeTakeFirstOrThrow()) as { n: string }
    ).n,
  )

describe('the breach register', () => {
  it('records an incident read in WIB, with its deadline 72 hours later and whom to notify', async () => {
    const created = await send('POST', '/api/insiden/createData', body())
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().message).toBe('Insiden berhasil dicatat')
    const data = created.json().data
    expect(data).toMatchObject({
      ditemukan_pada: '2026-12-01T02:30:00.000Z',
      batas_pemberitahuan: '2026-12-04T02:30:00.000Z',
      status: 'baru',
      version: 1,
      pelanggan_terdampak: [customer.idpelanggan],
    })
    expect(data.pihak_diberitahu).toEqual([
      expect.objectContaining({
        jenis: 'subjek',
        idpelanggan: customer.idpelanggan,
        no_telp: customer.no_telp,
        email: customer.email,
      }),
      expect.objectContaining({ jenis: 'otoritas', idpelanggan: null, situs: 'https://www.komdigi.go.id' }),
    ])
    expect(data.pihak_diberitahu[0].nama).toContain(customer.nama_pelanggan)

    const read = await s.get(`/api/insiden/getData/${data.idinsiden}`, s.tokens.admin)
    expect(read.statusCode).toBe(200)
    expect(read.headers.etag).toBe('"1"')
    expect(read.json().data.pihak_diberitahu).toHaveLength(2)
  })

  it('refuses bad input in Indonesian and records nothing', async () => {
    const before = await eventCount()
    const cases: [object, string][] = [
      [{ judul: '' }, 'Judul tidak boleh kosong'],
      [{ ditemukan_pada: 'kemarin' }, 'Waktu ditemukan tidak valid (contoh 2026-12-06T09:30)'],
      [{ ditemukan_pada: '2999-01-01T00:00' }, 'Waktu ditemukan tidak boleh di masa depan'],
      [{ pelanggan_terdampak: [{ idpelanggan: 999999 }] }, 'Pelanggan terdampak tidak ditemukan: #999999'],
      [{ perkiraan_jumlah: -1 }, 'Perkiraan Jumlah Orang harus bilangan bulat 0 atau lebih'],
      [{ status: 'selesai' }, 'Tindakan wajib diisi sebelum insiden dinyatakan selesai'],
    ]
    for (const [overrides, message] of cases) {
      const answer = await send('POST', '/api/insiden/createData', body(overrides))
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(answer.json().errMessage).toBe(message)
    }
    expect(await eventCount()).toBe(before)
  })

  it('changes an incident with its version, answers 409 to a stale one, and keeps its history', async () => {
    const id = (await send('POST', '/api/insiden/createData', body({ judul: 'Akun admin dibobol' }))).json()
      .data.idinsiden
    const notified = body({
      judul: 'Akun admin dibobol',
      status: 'dinotifikasi',
      tindakan: 'Pelanggan ditelepon',
    })
    const changed = await send('PUT', `/api/insiden/updateData/${id}`, { ...notified, version: 1 })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({
      message: 'Insiden berhasil diubah',
      data: { status: 'dinotifikasi', version: 2 },
    })
    const before = await eventCount()
    const stale = await send('PUT', `/api/insiden/updateData/${id}`, {
      ...notified,
      tindakan: 'Lain',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(await eventCount()).toBe(before)
    const history = (await s.get(`/api/insiden/history/${id}`, s.tokens.admin)).json().data
    expect(history.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Insiden dicatat',
      'Insiden diubah',
    ])
    expect(history[1].perubahan).toEqual(
      expect.arrayContaining([{ field: 'status', dari: 'baru', menjadi: 'dinotifikasi' }]),
    )
    expect((await send('PUT', '/api/insiden/updateData/999999', { ...notified })).statusCode).toBe(404)
  })

  it('lists with search, status filter and paging', async () => {
    const all = (await s.get('/api/insiden/getData?limit=1', s.tokens.admin)).json()
    expect(all.totalRows).toBeGreaterThanOrEqual(2)
    expect(all.data).toHaveLength(1)
    const found = (await s.get('/api/insiden/getData?search_query=dibobol', s.tokens.admin)).json()
    expect(found.data.map((row: { judul: string }) => row.judul)).toEqual(['Akun admin dibobol'])
    const fresh = (await s.get('/api/insiden/getData?status=baru', s.tokens.admin)).json()
    expect(fresh.data.every((row: { status: string }) => row.status === 'baru')).toBe(true)
    expect((await s.get('/api/insiden/getData?status=lain', s.tokens.admin)).statusCode).toBe(400)
  })

  it('puts the incidents not yet notified on the admin home', async () => {
    const attention = (await s.get('/api/beranda/perhatian', s.tokens.admin)).json().data
    const titles = attention.insiden_belum_diberitahukan.data.map((row: { judul: string }) => row.judul)
    expect(titles).toContain('Laptop kantor hilang')
    expect(titles).not.toContain('Akun admin dibobol')
  })

  it('is for admins only', async () => {
    for (const token of [s.tokens.teknisi, s.tokens.pelanggan]) {
      expect((await s.get('/api/insiden/getData', token)).statusCode).toBe(403)
      expect((await send('POST', '/api/insiden/createData', body(), token)).statusCode).toBe(403)
    }
    expect((await s.get('/api/insiden/getData')).statusCode).toBe(401)
  })
})
