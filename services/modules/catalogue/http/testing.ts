import { afterAll, beforeAll, expect } from 'vitest'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import { signInForTest } from '../../identity/testing.ts'

// Shared by the catalogue API tests: the app with an account of each role signed in, request
// helpers and a valid entry. A test file calls useCatalogueTestApp() once; the bindings below are
// then set before its first test (each test file imports this module afresh, so they are that
// file's own, on a database of its own).

export const entry = {
  jenis_layanan: 'Termite Control (Pasca Konstruksi)',
  deskripsi: 'Pengeboran lantai dan injeksi termitisida, bergaransi.',
  harga: 25000,
  minimal_luasan: 50,
  minimum_cost: 1250000,
}

export let t: TestApp
export const tokens: Record<'admin' | 'teknisi' | 'pelanggan', string> = {
  admin: '',
  teknisi: '',
  pelanggan: '',
}

export function useCatalogueTestApp() {
  beforeAll(async () => {
    t = await buildTestApp()
    for (const role of ['admin', 'teknisi', 'pelanggan'] as const)
      tokens[role] = (await signInForTest({ db: t.database.db, config: t.config }, role)).accessToken
  })
  afterAll(() => t.close())
}

export type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown }
export const call = (request: Call, token: string | null = tokens.admin) =>
  t.app.inject({
    method: request.method,
    url: request.url,
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
export const list = async () =>
  (await call({ method: 'GET', url: '/api/katalog_harga/getData' }, null)).json().data
export const create = async (body: object = entry) => {
  const response = await call({ method: 'POST', url: '/api/katalog_harga/createData', payload: body })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data
}
