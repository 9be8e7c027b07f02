import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, buildSignedInTestApp } from '../../../api/testing/signed-in.ts'

// Who read what (issue 38 item 4): the kit logs a record opened, a list exported and a file
// downloaded in the request; admins read a record's entries, newest first.
let s: Awaited<ReturnType<typeof buildSignedInTestApp>>
let idpelanggan: number
beforeAll(async () => {
  s = await buildSignedInTestApp()
  const row = (await s.t.database.db
    .selectFrom('customers' as never)
    .select('idpelanggan' as never)
    .orderBy('idpelanggan' as never)
    .executeTakeFirstOrThrow()) as { idpelanggan: number }
  idpelanggan = row.idpelanggan
}, 60_000)
afterAll(() => s.t.close())

const history = (sumber: string, id: string | number, token = s.tokens.admin) =>
  s.get(`/api/riwayat_akses/getData/${sumber}/${id}`, token)

const rows = () =>
  s.t.database.db
    .selectFrom('access_log' as never)
    .selectAll()
    .orderBy('id' as never)
    .execute() as Promise<{ jenis: string; sumber: string; record_id: string | null; rute: string }[]>

describe('the access log', () => {
  it("logs an admin opening a customer's record, with who, when and from which address", async () => {
    const before = Date.now()
    const read = await s.t.app.inject({
      method: 'GET',
      url: `/api/pelanggan/getData/${idpelanggan}`,
      headers: bearer(s.tokens.admin),
      remoteAddress: '10.9.8.7',
    })
    expect(read.statusCode, read.body).toBe(200)
    const answer = await history('pelanggan', idpelanggan)
    expect(answer.statusCode, answer.body).toBe(200)
    const body = answer.json()
    expect(body.totalRows).toBe(1)
    expect(body.data[0]).toMatchObject({
      jenis: 'baca',
      oleh: { role: 'admin' },
      rute: `/api/pelanggan/getData/${idpelanggan}`,
      alamat: '10.9.8.7',
    })
    expect(body.data[0].oleh.nama).not.toBe('Tanpa akun')
    expect(Date.parse(body.data[0].waktu)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('logs the customer reading its own record too, and nothing for a refused read', async () => {
    const own = await s.get(`/api/pelanggan/getData/${idpelanggan}`, s.tokens.pelanggan)
    const missing = await s.get('/api/pelanggan/getData/999999', s.tokens.admin)
    expect(missing.statusCode).toBe(404)
    const body = (await history('pelanggan', idpelanggan)).json()
    if (own.statusCode === 200) expect(body.data[0].oleh.role).toBe('pelanggan')
    expect((await history('pelanggan', 999999)).json().totalRows).toBe(0)
  })

  it("logs a technician's record opened and a list exported as CSV with its filters", async () => {
    const technicians = (await s.get('/api/teknisi/getData', s.tokens.admin)).json().data
    const id = technicians[0].idteknisi
    expect((await s.get(`/api/teknisi/getData/${id}`, s.tokens.admin)).statusCode).toBe(200)
    expect((await history('teknisi', id)).json().data[0].jenis).toBe('baca')

    const csv = await s.get('/api/pelanggan/export?search_query=toko', s.tokens.admin)
    expect(csv.statusCode).toBe(200)
    const exported = (await rows()).filter((row) => row.jenis === 'ekspor')
    expect(exported).toEqual([
      expect.objectContaining({
        sumber: 'pelanggan',
        record_id: null,
        rute: '/api/pelanggan/export?search_query=toko',
      }),
    ])
  })

  it('is read by admins only, and refuses a malformed resource name', async () => {
    expect((await history('pelanggan', idpelanggan, s.tokens.teknisi)).statusCode).toBe(403)
    expect((await history('pelanggan', idpelanggan, s.tokens.pelanggan)).statusCode).toBe(403)
    expect((await s.get(`/api/riwayat_akses/getData/pelanggan/${idpelanggan}`)).statusCode).toBe(401)
    const bad = await history('pel;anggan', idpelanggan)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({
      status: 'gagal',
      errMessage: 'Sumber harus berupa nama data (mis. pelanggan)',
    })
  })
})
