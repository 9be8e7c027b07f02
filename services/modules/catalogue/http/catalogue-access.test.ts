import { describe, expect, it } from 'vitest'
import { createLocalFileStore } from '../../../core/file-store.ts'
import { createLogger } from '../../../core/logger.ts'
import { seedDemo } from '../../demo-seed.ts'
import { type Call, call, create, entry, list, t, tokens, useCatalogueTestApp } from './testing.ts'

// Who may change the catalogue: nobody without a token, no technician or customer, and the demo
// admin after signing in.
useCatalogueTestApp()

// The admin's catalogue calls, each on the first entry.
const ADMIN_CALLS: Call[] = [
  { method: 'GET', url: '/api/katalog_harga/getData/1' },
  { method: 'POST', url: '/api/katalog_harga/createData', payload: entry },
  { method: 'PUT', url: '/api/katalog_harga/updateData/1', payload: { ...entry, idkatalog_harga: 1 } },
  { method: 'DELETE', url: '/api/katalog_harga/deleteData/1' },
]

describe('catalogue administration without a token', () => {
  for (const request of ADMIN_CALLS) {
    it(`${request.method} ${request.url} answers 401 and changes nothing`, async () => {
      await create()
      const before = await list()
      for (const token of [null, 'not-a-jwt']) {
        const response = await call(request, token)
        expect(response.statusCode).toBe(401)
        expect(response.json()).toEqual({
          status: 'gagal',
          errMessage: 'Sesi Anda tidak valid atau telah berakhir, silakan login kembali',
        })
      }
      expect(await list()).toEqual(before)
    })
  }
  it('answers 401 before it reads the body, so no validation detail leaks', async () => {
    const response = await call({ method: 'POST', url: '/api/katalog_harga/createData', payload: {} }, null)
    expect(response.statusCode).toBe(401)
  })
})

describe('catalogue administration by other roles', () => {
  for (const request of ADMIN_CALLS) {
    it(`${request.method} ${request.url} answers 403 to a technician and a customer, and changes nothing`, async () => {
      await create()
      const before = await list()
      for (const role of ['teknisi', 'pelanggan'] as const) {
        const response = await call(request, tokens[role])
        expect(response.statusCode, role).toBe(403)
        expect(response.json()).toEqual({
          status: 'gagal',
          errMessage: 'Anda tidak memiliki akses untuk tindakan ini',
        })
      }
      expect(await list()).toEqual(before)
    })
  }

  it('lets a signed-in technician or customer read the public list like anyone', async () => {
    for (const role of ['teknisi', 'pelanggan'] as const) {
      const response = await call({ method: 'GET', url: '/api/katalog_harga/getData' }, tokens[role])
      expect(response.statusCode, role).toBe(200)
    }
  })
})

describe('the demo admin', () => {
  it('signs in with POST /api/login and adds, edits and deletes a catalogue entry', async () => {
    await seedDemo(t.database.db, createLogger('silent', 'test'), createLocalFileStore(t.config.uploadDir))
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'Admin#12345' },
    })
    expect(login.statusCode, login.body).toBe(200)
    const token = login.json().token
    // The demo catalogue is there for the public page, termite control at its advertised price.
    expect(await list()).toContainEqual(
      expect.objectContaining({
        jenis_layanan: 'Termite Control (Pasca Konstruksi)',
        harga: 25000,
        minimal_luasan: 50,
        minimum_cost: 1250000,
      }),
    )
    const created = await call(
      {
        method: 'POST',
        url: '/api/katalog_harga/createData',
        payload: { ...entry, jenis_layanan: 'Fumigasi Kapal' },
      },
      token,
    )
    expect(created.statusCode).toBe(201)
    const id = created.json().data.idkatalog_harga
    const edited = await call(
      {
        method: 'PUT',
        url: `/api/katalog_harga/updateData/${id}`,
        payload: { ...entry, idkatalog_harga: id, jenis_layanan: 'Fumigasi Kapal dan Kontainer' },
      },
      token,
    )
    expect(edited.json().message).toBe('Sukses Mengedit Data Katalog Harga !!!')
    const deleted = await call({ method: 'DELETE', url: `/api/katalog_harga/deleteData/${id}` }, token)
    expect(deleted.statusCode).toBe(200)
    expect((await list()).map((e: any) => e.idkatalog_harga)).not.toContain(id)
  })
})
