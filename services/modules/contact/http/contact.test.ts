import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import { VISITOR_REQUEST } from '../testing.ts'

const valid = VISITOR_REQUEST

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '1000' })
})
afterAll(() => t.close())

const submit = (body: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/kontak', payload: body as object, remoteAddress })

const countRows = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('POST /api/kontak', () => {
  it('stores a valid request as an event and projects it for the back-office', async () => {
    const response = await submit(valid)
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({
      status: 'sukses',
      message: 'Sukses Mengirim Permintaan, Pihak kami akan segera mengabari melalu telp !!!',
    })
    const event = await t.database.db
      .selectFrom('events')
      .selectAll()
      .where('stream_id', '=', body.data.id)
      .executeTakeFirstOrThrow()
    expect(event.type).toBe('ContactRequestSubmitted')
    expect(event.metadata).toMatchObject({ userId: null, requestId: response.headers['x-request-id'] })
    const row = await (t.database.db as any)
      .selectFrom('contact_requests')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      nama: 'Budi Santoso',
      email: 'budi@example.co.id',
      permasalahan: 'Rayap',
      jenis_usaha: 'Rumah',
    })
  })

  it('trims text and accepts an empty description', async () => {
    const response = await submit({ ...valid, nama: '  Siti  ', deskripsi: '' })
    expect(response.statusCode).toBe(201)
    const row = await (t.database.db as any)
      .selectFrom('contact_requests')
      .selectAll()
      .where('id', '=', response.json().data.id)
      .executeTakeFirstOrThrow()
    expect(row.nama).toBe('Siti')
    expect(row.deskripsi).toBe('')
  })

  const cases: [string, Record<string, unknown>, string][] = [
    ['missing name', { ...valid, nama: undefined }, 'Nama wajib diisi'],
    ['blank name', { ...valid, nama: '   ' }, 'Nama wajib diisi'],
    ['missing email', { ...valid, email: '' }, 'Email wajib diisi'],
    ['malformed email', { ...valid, email: 'budi@' }, 'Masukkan format Email yang benar'],
    ['email without domain dot', { ...valid, email: 'budi@localhost' }, 'Masukkan format Email yang benar'],
    ['missing phone', { ...valid, no_telp: '' }, 'No Telp wajib diisi'],
    ['phone with letters', { ...valid, no_telp: '0812abc' }, 'No Telp harus berupa angka'],
    ['phone too short', { ...valid, no_telp: '0812' }, 'No Telp minimal 8 digit'],
    ['missing problem', { ...valid, permasalahan: '' }, 'Permasalahan wajib dipilih'],
    ['unknown problem', { ...valid, permasalahan: 'Gajah' }, 'Permasalahan wajib dipilih'],
    ['missing type', { ...valid, jenis_usaha: undefined }, 'Pilihan Rumah atau Bisnis wajib diisi'],
    ['unknown type', { ...valid, jenis_usaha: 'Pabrik' }, 'Pilihan Rumah atau Bisnis wajib diisi'],
    ['name too long', { ...valid, nama: 'a'.repeat(101) }, 'Nama terlalu panjang (maksimal 100 karakter)'],
    [
      'email too long',
      { ...valid, email: `${'a'.repeat(250)}@x.id` },
      'Email terlalu panjang (maksimal 254 karakter)',
    ],
    [
      'phone too long',
      { ...valid, no_telp: '0'.repeat(16) },
      'No Telp terlalu panjang (maksimal 15 karakter)',
    ],
    [
      'description too long',
      { ...valid, deskripsi: 'a'.repeat(2001) },
      'Deskripsi terlalu panjang (maksimal 2000 karakter)',
    ],
    ['name not text', { ...valid, nama: 42 }, 'Nama harus berupa teks'],
  ]

  for (const [name, body, message] of cases) {
    it(`answers 400 "${message}" for ${name} and stores nothing`, async () => {
      const before = await countRows()
      const response = await submit(body)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
      expect(await countRows()).toBe(before)
    })
  }

  it('answers 400 for a body that is not an object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/kontak',
      payload: '"hello"',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().status).toBe('gagal')
  })

  it('answers 400 in Indonesian for broken JSON, without echoing it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/kontak',
      payload: '{"nama": ',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: 'gagal', errMessage: 'Permintaan tidak valid' })
  })
})

describe('POST /api/kontak rate limit', () => {
  it('answers 429 in Indonesian once a client address sends too many, and other clients are unaffected', async () => {
    const limited = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '3' })
    try {
      const send = (address: string) =>
        limited.app.inject({ method: 'POST', url: '/api/kontak', payload: valid, remoteAddress: address })
      for (let i = 0; i < 3; i += 1) expect((await send('10.9.9.9')).statusCode).toBe(201)
      const refused = await send('10.9.9.9')
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({
        status: 'gagal',
        errMessage: 'Terlalu banyak permintaan, silakan coba lagi beberapa menit lagi',
      })
      expect(refused.headers['retry-after']).toBeDefined()
      expect((await send('10.9.9.10')).statusCode).toBe(201)
    } finally {
      await limited.close()
    }
  })
})

describe('POST /api/kontak behind a reverse proxy', () => {
  it('counts the address the proxy saw, so a client cannot dodge the limit by forging X-Forwarded-For', async () => {
    const proxied = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' })
    try {
      const send = (forged: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/kontak',
          payload: valid,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${forged}, 10.8.8.8` },
        })
      expect((await send('1.1.1.1')).statusCode).toBe(201)
      expect((await send('2.2.2.2')).statusCode).toBe(201)
      expect((await send('3.3.3.3')).statusCode).toBe(429)
    } finally {
      await proxied.close()
    }
  })
})
