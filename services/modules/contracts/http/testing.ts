import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, seedDemoAccounts, signInDemoAccounts } from '../../../api/testing/signed-in.ts'
import { eventCount as eventCountOf } from '../../../api/testing/uploads.ts'

// Shared by the contract API tests: the signed-in demo app with an upload folder of its own, the
// first demo customer, request helpers and a valid body. A test file calls useContractTestApp()
// once; the bindings below are then set before its first test (each test file imports this module
// afresh, so they are that file's own, on a database of its own).

export let t: TestApp
export let tokens: Record<string, string>
export let customerId: number
export const uploads = mkdtempSync(path.join(tmpdir(), 'ttsg-kontrak-'))

export function useContractTestApp() {
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '0', UPLOAD_DIR: uploads })
    await seedDemoAccounts(t)
    ;({ tokens } = await signInDemoAccounts(t))
    const customer = await t.database.db
      .selectFrom('customers' as never)
      .select('idpelanggan' as never)
      .executeTakeFirstOrThrow()
    customerId = (customer as { idpelanggan: number }).idpelanggan
  }, 60_000)
  afterAll(async () => {
    await t.close()
    rmSync(uploads, { recursive: true, force: true })
  })
}

export const URL = '/api/kontrak'
export const STALE = 'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.'
export const valid = () => ({
  idpelanggan: customerId,
  jenis_pekerjaan: 'Pest Control',
  periode_kunjungan: '1x / bulan',
  tanggal_mulai: '2026-12-01',
  tanggal_selesai: '2027-11-30',
  nilai_kontrak: 15_000_000,
})
export const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
  token = tokens.admin!,
) =>
  t.app.inject({
    method,
    url: `${URL}${url}`,
    headers: { ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  })
export const create = (body: object = valid()) => call('POST', '/createData', body)
export const eventCount = () => eventCountOf(t.database.db, 'kontrak')
