import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../testing/build-test-app.ts'
import { buildSignedInTestApp } from './identity-test-kit.ts'

let t: TestApp
let get: Awaited<ReturnType<typeof buildSignedInTestApp>>['get']
let tokens: Record<string, string>
let ownId: number
beforeAll(async () => {
  const signedIn = await buildSignedInTestApp()
  ;({ t, get, tokens } = signedIn)
  ownId = signedIn.users.teknisi.idteknisi as number
})
afterAll(() => t.close())

describe('technician records', () => {
  it('lists every technician for the admin, by name', async () => {
    const response = await get('/api/teknisi/getAllData', tokens.admin)
    expect(response.statusCode).toBe(200)
    const data = response.json().data as { idteknisi: number; nama_teknisi: string }[]
    expect(data.map((x) => x.nama_teknisi)).toEqual([
      'Agus Setiawan',
      'Dedi Kurniawan',
      'Eko Prasetyo',
      'Rudi Hermawan',
    ])
    expect(data[0]).toEqual({
      idteknisi: ownId,
      nama_teknisi: 'Agus Setiawan',
      no_telp: '081233870114',
      alamat: 'Jl. Raya Candi No. 7, Candi, Sidoarjo',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
  })

  it('reads one technician for the admin and answers 404 for an unknown one', async () => {
    const response = await get(`/api/teknisi/getData/${ownId}`, tokens.admin)
    expect(response.statusCode).toBe(200)
    expect(response.json().data.nama_teknisi).toBe('Agus Setiawan')
    const missing = await get('/api/teknisi/getData/987654', tokens.admin)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ status: 'gagal', errMessage: 'Data teknisi tidak ditemukan' })
    expect((await get('/api/teknisi/getData/abc', tokens.admin)).statusCode).toBe(404)
  })

  it('is for admins only, even for the technician itself', async () => {
    for (const url of ['/api/teknisi/getAllData', `/api/teknisi/getData/${ownId}`]) {
      expect((await get(url, tokens.teknisi)).statusCode).toBe(403)
      expect((await get(url, tokens.pelanggan)).statusCode).toBe(403)
      expect((await get(url)).statusCode).toBe(401)
    }
  })
})
