import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composeModules } from '../core/event-sourcing/module.ts'
import { rebuildProjections } from '../core/event-store/rebuild.ts'
import { customersSeeder, findCustomerByKode } from '../modules/customers/index.ts'
import { signInForTest } from '../modules/identity/testing.ts'
import { modules } from '../modules/index.ts'
import { seedAtScale } from '../modules/scale-seed.ts'
import { buildTestApp, type TestApp } from './testing/build-test-app.ts'
import { notesModule, notesTable } from './testing/notes-module.ts'

// docs/adding-a-module.md promises that an event-sourced module is its folder, its migration and
// one line in the module list. This test holds it to that: a small module defined here, and
// nothing else edited, gets its routes, its OpenAPI tag, its references, its scale seed and its
// rebuild from the list it is added to.

const hosted = [...modules, notesModule]

let t: TestApp
let admin: string
let customer: number
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: admin, ...headers },
    ...(payload ? { payload } : {}),
  })

beforeAll(async () => {
  t = await buildTestApp({}, { modules: hosted })
  // What the module's migration would create.
  await sql`create table notes (idcatatan integer primary key, idpelanggan integer not null, teks text not null,
    version integer not null, created_at timestamptz not null)`.execute(t.database.db)
  await customersSeeder.seed(t.database.db)
  customer = (await findCustomerByKode(t.database.db, 'TTSG-sda-001'))!.idpelanggan
  admin = (await signInForTest({ db: t.database.db, config: t.config }, 'admin')).authorization
})
afterAll(() => t.close())

describe('a module added to the module list, nothing else edited', () => {
  it('serves its routes on the HTTP kit: list, one record with ETag, create, update, 409 on a stale version', async () => {
    const created = await call('POST', '/catatan/createData', { idpelanggan: customer, teks: 'Pintu gudang' })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      status: 'sukses',
      message: 'Catatan ditulis',
      data: { version: 1 },
    })
    expect(created.headers.etag).toBe('"1"')
    const id = created.json().data.idcatatan
    const changed = await call(
      'PUT',
      `/catatan/updateData/${id}`,
      { idpelanggan: customer, teks: 'Pintu depan' },
      { 'if-match': '"1"' },
    )
    expect(changed.json().data).toMatchObject({ teks: 'Pintu depan', version: 2 })
    const stale = await call('PUT', `/catatan/updateData/${id}`, {
      idpelanggan: customer,
      teks: 'Lain',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    const generic = await call('PUT', `/catatan/updateData/${id}`, { idpelanggan: customer, teks: 'bentrok' })
    for (const refused of [stale, generic]) {
      expect(refused.json()).toEqual({
        status: 'gagal',
        errMessage: 'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.',
      })
    }
    const list = await call('GET', '/catatan/getData?search_query=depan')
    expect(list.json()).toMatchObject({
      data: [{ idcatatan: id }],
      page: 0,
      limit: 10,
      totalRows: 1,
      totalPage: 1,
    })
    expect((await call('GET', '/catatan/getData?page=x')).statusCode).toBe(400)
    expect((await call('GET', `/catatan/getData/${id}`)).headers.etag).toBe('"2"')
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/catatan/getData' })
    expect(signedOut.statusCode).toBe(401)
  })

  it('is in the OpenAPI document with its tag and its operations', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(document.tags).toContainEqual({ name: 'catatan', description: 'Catatan pelanggan (modul uji)' })
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/catatan/getData',
        '/api/catatan/getData/{id}',
        '/api/catatan/createData',
      ]),
    )
    expect(document.paths['/api/catatan/updateData/{id}'].put.responses['409']).toBeDefined()
  })

  it('keeps a customer its records point at from being deleted', async () => {
    const deleted = await call('DELETE', `/pelanggan/deleteData/${customer}`)
    expect(deleted.statusCode).toBe(409)
    expect(deleted.json().errMessage).toContain('catatan')
  })

  it('rebuilds its projection from its events, equal to the live table', async () => {
    const live = await notesTable(t.database.db)
      .selectFrom('notes')
      .selectAll()
      .orderBy('idcatatan')
      .execute()
    await sql`truncate notes`.execute(t.database.db)
    const kit = composeModules(hosted)
    const result = await rebuildProjections(t.database.db, kit, 'notes')
    expect(result.projections).toEqual(['notes'])
    expect(
      await notesTable(t.database.db).selectFrom('notes').selectAll().orderBy('idcatatan').execute(),
    ).toEqual(live)
    // Its scale seed is found through the list as well.
    const steps = await seedAtScale(t.database.db, { customers: 0 }, () => {}, [notesModule])
    expect(steps.map((step) => step.name)).toEqual(['catatan'])
  })
})
