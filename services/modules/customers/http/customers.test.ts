import { describe, expect, it } from 'vitest'
import { type SignedInApp, useSignedInTestApp } from '../../../api/testing/signed-in.ts'
import { KODE_PELANGGAN_OPTIONS } from '../index.ts'

let get: SignedInApp['get']
let tokens: Record<string, string>
let ownId: number
useSignedInTestApp((signedIn) => {
  ;({ get, tokens } = signedIn)
  ownId = signedIn.users.pelanggan.idpelanggan as number
})

describe('GET /api/pelanggan/getAllData', () => {
  it('lists every customer for the admin as a choice (id, code, name, status), by name', async () => {
    const response = await get('/api/pelanggan/getAllData', tokens.admin)
    expect(response.statusCode).toBe(200)
    const { status, data } = response.json()
    expect(status).toBe('sukses')
    expect(data.length).toBeGreaterThanOrEqual(6)
    const names = data.map((c: { nama_pelanggan: string }) => c.nama_pelanggan)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    for (const customer of data) {
      expect(Object.keys(customer).sort()).toEqual([
        'idpelanggan',
        'kode_pelanggan',
        'nama_pelanggan',
        'status_aktif',
      ])
      expect(KODE_PELANGGAN_OPTIONS).toContain(customer.kode_pelanggan)
    }
    // The same customer as its full record says.
    const first = data[0]
    const record = (await get(`/api/pelanggan/getData/${first.idpelanggan}`, tokens.admin)).json().data
    expect(record).toMatchObject(first)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
  })

  it('is refused to technicians and customers (403) and to nobody (401)', async () => {
    expect((await get('/api/pelanggan/getAllData', tokens.teknisi)).statusCode).toBe(403)
    expect((await get('/api/pelanggan/getAllData', tokens.pelanggan)).statusCode).toBe(403)
    expect((await get('/api/pelanggan/getAllData')).statusCode).toBe(401)
  })
})

describe('GET /api/pelanggan/getData/{id}', () => {
  it('lets a customer read its own record', async () => {
    const response = await get(`/api/pelanggan/getData/${ownId}`, tokens.pelanggan)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      idpelanggan: ownId,
      kode_pelanggan: 'TTSG-sda-001',
      nama_pelanggan: 'PT Sinar Jaya Abadi',
    })
  })

  it("answers 404 to a customer asking for another customer's record, as for a missing one", async () => {
    const all = (await get('/api/pelanggan/getAllData', tokens.admin)).json().data as {
      idpelanggan: number
    }[]
    const other = all.find((c) => c.idpelanggan !== ownId)!
    const foreign = await get(`/api/pelanggan/getData/${other.idpelanggan}`, tokens.pelanggan)
    const missing = await get('/api/pelanggan/getData/999999', tokens.pelanggan)
    for (const response of [foreign, missing]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: 'Data pelanggan tidak ditemukan' })
    }
    // The admin reads it.
    expect((await get(`/api/pelanggan/getData/${other.idpelanggan}`, tokens.admin)).statusCode).toBe(200)
  })

  it('answers 404 for ids that cannot exist, never 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await get(`/api/pelanggan/getData/${id}`, tokens.admin)
      expect(response.statusCode, id).toBe(404)
    }
    // A NUL character is refused as bad input before any lookup.
    expect((await get('/api/pelanggan/getData/%00', tokens.admin)).statusCode).toBe(400)
  })

  it('is refused to technicians', async () => {
    expect((await get(`/api/pelanggan/getData/${ownId}`, tokens.teknisi)).statusCode).toBe(403)
  })
})
