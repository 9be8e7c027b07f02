import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEXT_MESSAGES } from '../../core/text-rules.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import inputGuard from './input-guard.ts'

// Finding 1 of the hardening run: a lone surrogate in any text field answered 500 from the
// event store's append. The shared text rules now refuse it for every call: in paths and queries
// before any route, in a body by the route's contract, which names the field.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '1000' })
})
afterAll(() => t.close())

const contact = {
  nama: 'Budi Santoso',
  email: 'budi@example.id',
  no_telp: '081234567890',
  permasalahan: 'Rayap',
  jenis_usaha: 'Rumah',
}
const events = async () =>
  (await t.database.pool.query('select count(*)::int as n from events')).rows[0].n as number

describe('shared text rules on every call', () => {
  it('refuse a lone surrogate in a contact request with 400 and store nothing', async () => {
    const before = await events()
    for (const [field, value, message] of [
      ['nama', 'Budi \ud800', 'Nama mengandung teks yang tidak valid'],
      ['deskripsi', 'rayap \udc00', 'Deskripsi mengandung teks yang tidak valid'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/kontak',
        payload: { ...contact, [field!]: value },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
    }
    expect(await events()).toBe(before)
  })

  it('refuse ANSI escapes and bidi overrides in a name with 400 and store nothing', async () => {
    const before = await events()
    for (const nama of ['Budi \u001b[31mMERAH', 'Budi \u202Egnp.exe']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/kontak',
        payload: { ...contact, nama },
      })
      expect(response.json()).toEqual({
        status: 'gagal',
        errMessage: 'Nama mengandung karakter yang tidak diizinkan',
      })
    }
    expect(await events()).toBe(before)
  })

  it('refuse them in queries and path parameters too', async () => {
    const inQuery = await t.app.inject({ method: 'GET', url: '/api/ready?q=%E2%80%AE' })
    expect(inQuery.json()).toEqual({ status: 'gagal', errMessage: TEXT_MESSAGES.forbidden })
    const inPath = await t.app.inject({ method: 'GET', url: '/api/verify-pelanggan/%1B%5B31m' })
    expect(inPath.json()).toEqual({ status: 'gagal', errMessage: TEXT_MESSAGES.forbidden })
  })

  it('leave alone only the routes that read no input, which a declaration cannot fake', async () => {
    // The catalogue list and health read no parameter, query or body (readsInput: false): a query
    // they ignore is not refused; the routes beside them still refuse it.
    for (const url of ['/api/katalog_harga/getData?q=%E2%80%AE', '/api/health?x=%00']) {
      const ignored = await t.app.inject(url)
      expect(ignored.statusCode).toBe(200)
      expect(ignored.json().status).toBe('sukses')
    }
    for (const url of ['/api/ready?x=%00', '/api/verify-pelanggan/1%00', '/api/katalog_harga/getData/1%00']) {
      const refused = await t.app.inject(url)
      expect(refused.statusCode).toBeGreaterThanOrEqual(400)
      expect(refused.statusCode).toBeLessThan(500)
    }
    const claiming = Fastify()
    await claiming.register(inputGuard)
    for (const [method, url, schema] of [
      ['GET', '/x/:id', {}],
      ['GET', '/x', { querystring: { type: 'object' } }],
      ['POST', '/x', {}],
    ] as const) {
      expect(() =>
        claiming.route({ method, url, schema, config: { readsInput: false }, handler: () => 'x' }),
      ).toThrow(/declares readsInput: false/)
    }
    await claiming.close()
  })

  it('still accept multi-line descriptions', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/kontak',
      payload: { ...contact, deskripsi: 'Baris satu\nBaris dua\tdengan tab' },
    })
    expect(response.statusCode).toBe(201)
  })
})
