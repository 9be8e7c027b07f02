import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../api/testing/build-test-app.ts'
import { NotFoundError } from '../core/errors.ts'
import type { ModuleDefinition } from '../core/event-sourcing/module.ts'
import { PNG_FILE } from '../core/testing/files.ts'
import { signInForTest, type TestSession } from '../modules/identity/testing.ts'
import { modules } from '../modules/index.ts'
import { registerDownload } from './file-routes.ts'
import { filter, listQuery } from './filters.ts'
import { registerList } from './list-routes.ts'
import { defineModuleHttp } from './module-http.ts'
import { ownedRecords } from './owned-records.ts'
import { registerVersionedRead } from './record-routes.ts'

// The customer's-own-records kit, on a small module declared here (denah: floor plans of a
// customer's site): the module says how a plan belongs to a customer and which field is internal;
// the kit narrows the list, answers 404 for another's plan (read and download alike) and blanks
// the internal note for a customer, while the admin reads everything.

type Plan = { id: number; idpelanggan: number; judul: string; catatan: string; version: number }
const plans: Plan[] = []
const PlanRecord = Type.Object({
  id: Type.Integer(),
  idpelanggan: Type.Integer(),
  judul: Type.String(),
  catatan: Type.String(),
  version: Type.Integer(),
})
const NOT_FOUND = 'Denah tidak ditemukan'
const query = listQuery({ search_query: filter.search('Judul') })

const plansModule: ModuleDefinition = {
  name: 'plans',
  wire: 'denah',
  events: [],
  projections: [],
  grants: { admin: ['read:denah:any'], pelanggan: ['read:denah:own'] },
  openApiTags: [{ name: 'denah', description: 'Denah (uji kit)' }],
  http: async () => ({
    default: defineModuleHttp(async (app) => {
      const owned = ownedRecords({
        access: 'read:denah:own',
        notFound: NOT_FOUND,
        owners: async (id) => plans.find((plan) => plan.id === id),
        internal: ['catatan'],
      })
      const find = (id: string) => {
        const plan = plans.find((each) => String(each.id) === id)
        if (!plan) throw new NotFoundError(NOT_FOUND)
        return plan
      }
      registerList(app, {
        path: '/denah/getData',
        config: owned.list,
        tags: ['denah'],
        summary: 'Daftar denah',
        query,
        record: PlanRecord,
        page: async (_values, _page, request) => {
          const { idpelanggan } = owned.scope(request, {} as { idpelanggan?: number })
          const data = plans
            .filter((plan) => idpelanggan === undefined || plan.idpelanggan === idpelanggan)
            .map((plan) => owned.readBy(request, plan))
          return { status: 'sukses', data, page: 1, limit: 10, totalPage: 1, totalRows: data.length }
        },
      })
      registerVersionedRead(app, {
        path: '/denah/getData/:id',
        config: owned.one,
        tags: ['denah'],
        summary: 'Satu denah',
        record: PlanRecord,
        example: null,
        what: 'denah',
        load: async (id, request) => owned.readBy(request, find(id)),
      })
      registerDownload(app, {
        path: '/denah/file/:id',
        config: owned.one,
        tags: ['denah'],
        summary: 'Unduh denah',
        answer: 'image/png',
        load: async (id) => ({ name: `${find(id).judul}.png`, type: 'image/png', content: PNG_FILE }),
      })
    }),
  }),
}

let t: TestApp
let admin: TestSession
let mine: TestSession
let other: TestSession
const get = (url: string, who: TestSession) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: who.authorization } })

beforeAll(async () => {
  t = await buildTestApp({}, { modules: [...modules, plansModule] })
  const deps = { db: t.database.db, config: t.config }
  admin = await signInForTest(deps, 'admin')
  mine = await signInForTest(deps, 'pelanggan')
  other = await signInForTest(deps, 'pelanggan')
  plans.push(
    { id: 1, idpelanggan: mine.idpelanggan!, judul: 'Gudang', catatan: 'Kunci di pos satpam', version: 1 },
    { id: 2, idpelanggan: other.idpelanggan!, judul: 'Kantor', catatan: 'Anjing galak', version: 1 },
  )
})
afterAll(() => t.close())

describe('a module declaring how its records belong to a customer', () => {
  it("lists only the customer's own records, without the internal note; the admin reads all", async () => {
    const own = await get('/denah/getData?search_query=Kantor', mine)
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().data).toEqual([{ ...plans[0], catatan: '' }])
    const all = await get('/denah/getData', admin)
    expect(all.json().data).toEqual(plans)
  })

  it("reads and downloads its own record, and answers 404 for another's as for a missing one", async () => {
    const read = await get('/denah/getData/1', mine)
    expect(read.statusCode).toBe(200)
    expect(read.json().data).toEqual({ ...plans[0], catatan: '' })
    expect(read.headers.etag).toBe('"1"')
    expect((await get('/denah/file/1', mine)).statusCode).toBe(200)
    for (const url of ['/denah/getData/2', '/denah/file/2', '/denah/getData/99', '/denah/file/x']) {
      const refused = await get(url, mine)
      expect(refused.statusCode, url).toBe(404)
      expect(refused.json()).toEqual({ status: 'gagal', errMessage: NOT_FOUND })
    }
    const byAdmin = await get('/denah/getData/2', admin)
    expect(byAdmin.json().data).toEqual(plans[1])
  })
})
