import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import { createDb, type Db, ensureDatabase } from '../../../core/database.ts'
import { createLogger } from '../../../core/logger.ts'
import { migrateToLatest } from '../../../core/migrate.ts'
import { type PrivatePostgres, startPrivatePostgres } from '../../../core/testing/private-postgres.ts'
import { signInForTest } from '../../identity/testing.ts'
import { createPublicCatalogueCache, type PublicCatalogueCache } from '../index.ts'

// The public catalogue is answered from memory: these tests prove the answer is never stale
// after an admin's change, in this API instance or another one on the same database, that repeat
// visitors get 304, and that a PostgreSQL restart (which loses notifications) cannot leave a
// stale copy behind.

const URL = '/api/katalog_harga/getData'
const entry = {
  jenis_layanan: 'Cache Uji Layanan',
  deskripsi: 'Entri untuk menguji salinan katalog di memori.',
  harga: 12000,
  minimal_luasan: 20,
  minimum_cost: 240000,
}
type Entry = typeof entry & { idkatalog_harga: number }

const publicList = async (app: TestApp['app']): Promise<Entry[]> => {
  const response = await app.inject({ method: 'GET', url: URL })
  expect(response.statusCode).toBe(200)
  return response.json().data
}
const named = async (app: TestApp['app'], jenis: string) =>
  (await publicList(app)).filter((e) => e.jenis_layanan === jenis)

// Changes made behind the application's back, with the table's notification switched off: if the
// answer does not change, it really came from memory.
async function silently(db: Db, statement: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`alter table katalog_harga disable trigger katalog_harga_changed`.execute(trx)
    await sql.raw(statement).execute(trx)
    await sql`alter table katalog_harga enable trigger katalog_harga_changed`.execute(trx)
  })
}

describe('public catalogue kept in memory', () => {
  let first: TestApp
  let second: TestApp
  let token: string
  beforeAll(async () => {
    first = await buildTestApp()
    // A second API instance on the same database: its own copy and its own listener.
    second = await buildTestApp({}, { shared: first.database })
    token = (await signInForTest({ db: first.database.db, config: first.config }, 'admin')).accessToken
  })
  afterAll(async () => {
    await second.app.close()
    await first.close()
  })
  const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    first.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } })

  it('serves from memory until the catalogue changes', async () => {
    // Written silently too: a notification still on its way would empty the copy mid-test.
    const jenis = 'Cache Uji Memori'
    await silently(
      first.database.db,
      `insert into katalog_harga (jenis_layanan, deskripsi, harga, minimum_cost, minimal_luasan)
       values ('${jenis}', 'x', 12000, 0, 0)`,
    )
    expect((await named(first.app, jenis))[0]?.harga).toBe(12000)
    await silently(first.database.db, `update katalog_harga set harga = 1 where jenis_layanan = '${jenis}'`)
    expect((await named(first.app, jenis))[0]?.harga).toBe(12000)
    await sql`delete from katalog_harga where jenis_layanan = ${jenis}`.execute(first.database.db)
    await vi.waitFor(async () => expect(await named(first.app, jenis)).toEqual([]), { timeout: 5000 })
  })

  it('shows an add, an edit and a delete at once here and in the second instance', async () => {
    const jenis = 'Cache Uji Dua Proses'
    await publicList(first.app)
    await publicList(second.app)

    const created = (
      await admin('POST', '/api/katalog_harga/createData', { ...entry, jenis_layanan: jenis })
    ).json().data as Entry
    expect(await named(first.app, jenis)).toEqual([created])
    await vi.waitFor(async () => expect(await named(second.app, jenis)).toEqual([created]), { timeout: 5000 })

    const edited = (
      await admin('PUT', `/api/katalog_harga/updateData/${created.idkatalog_harga}`, {
        ...entry,
        jenis_layanan: jenis,
        harga: 15500,
      })
    ).json().data as Entry
    expect(edited.harga).toBe(15500)
    expect(await named(first.app, jenis)).toEqual([edited])
    await vi.waitFor(async () => expect(await named(second.app, jenis)).toEqual([edited]), { timeout: 5000 })

    expect(
      (await admin('DELETE', `/api/katalog_harga/deleteData/${created.idkatalog_harga}`)).statusCode,
    ).toBe(200)
    expect(await named(first.app, jenis)).toEqual([])
    await vi.waitFor(async () => expect(await named(second.app, jenis)).toEqual([]), { timeout: 5000 })
  })

  it('answers a repeat visitor 304 with the same ETag, and 200 once the catalogue changed', async () => {
    const full = await first.app.inject({ method: 'GET', url: URL })
    const etag = full.headers.etag as string
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
    expect(full.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, must-revalidate')
    expect(full.headers['content-type']).toBe('application/json; charset=utf-8')
    // A shared cache hands the same answer to many visitors: nothing of one request rides on it,
    // while the security headers of every API answer still do.
    expect(full.headers['x-request-id']).toBeUndefined()
    expect(full.headers['x-content-type-options']).toBe('nosniff')
    expect(full.headers['content-security-policy']).toContain("default-src 'none'")

    for (const given of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const repeat = await first.app.inject({ method: 'GET', url: URL, headers: { 'if-none-match': given } })
      expect(repeat.statusCode).toBe(304)
      expect(repeat.body).toBe('')
      expect(repeat.headers.etag).toBe(etag)
      expect(repeat.headers['x-request-id']).toBeUndefined()
    }
    const stale = await first.app.inject({ method: 'GET', url: URL, headers: { 'if-none-match': '"other"' } })
    expect(stale.statusCode).toBe(200)
    expect(stale.body).toBe(full.body)

    const created = (
      await admin('POST', '/api/katalog_harga/createData', { ...entry, jenis_layanan: 'Cache Uji ETag' })
    ).json().data as Entry
    const after = await first.app.inject({ method: 'GET', url: URL, headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(etag)
    expect(after.json().data).toContainEqual(created)
    await admin('DELETE', `/api/katalog_harga/deleteData/${created.idkatalog_harga}`)
  })

  it('keeps no-store and the request id on the other API answers, errors included', async () => {
    for (const url of ['/api/health', '/api/katalog_harga/getData/1', '/api/tidak-ada']) {
      const response = await first.app.inject({ method: 'GET', url })
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})

describe('public catalogue after a PostgreSQL restart', () => {
  let postgres: PrivatePostgres
  let db: Db
  let cache: PublicCatalogueCache
  const harga = async () => JSON.parse((await cache.get()).body).data[0]?.harga
  beforeAll(async () => {
    postgres = await startPrivatePostgres()
    const url = postgres.url.replace(/\/postgres$/, '/ttsg')
    await ensureDatabase(url)
    db = createDb(url, createLogger('silent', 'test'), 2).db
    await migrateToLatest(db)
    // Written before the cache listens: a notification of it arriving late would drop the copy the
    // test holds on purpose below.
    await sql`insert into katalog_harga (jenis_layanan, deskripsi, harga, minimum_cost, minimal_luasan)
      values (${entry.jenis_layanan}, ${entry.deskripsi}, ${entry.harga}, ${entry.minimum_cost}, ${entry.minimal_luasan})`.execute(
      db,
    )
    cache = createPublicCatalogueCache({ db, databaseUrl: url, logger: createLogger('silent', 'test') })
  }, 60_000)
  afterAll(async () => {
    await cache?.close()
    await db?.destroy()
    postgres?.destroy()
  })

  it('drops the copy it held: a change no notification told of still shows once it listens again', async () => {
    await vi.waitFor(() => expect(cache.listening()).toBe(true), { timeout: 10_000 })
    expect(await harga()).toBe(entry.harga)
    await silently(db, 'update katalog_harga set harga = 555')
    expect(await harga()).toBe(entry.harga)

    postgres.restart()
    // The pool's first statements after a restart may meet connections it has not dropped yet.
    await vi.waitFor(() => silently(db, 'update katalog_harga set harga = 777'), {
      timeout: 20_000,
      interval: 200,
    })
    await vi.waitFor(() => expect(cache.listening()).toBe(true), { timeout: 20_000, interval: 100 })
    expect(await harga()).toBe(777)

    // Listening again: notified changes show as before.
    await sql`update katalog_harga set harga = 888`.execute(db)
    await vi.waitFor(async () => expect(await harga()).toBe(888), { timeout: 5000 })
  }, 60_000)
})
