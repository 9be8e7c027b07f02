import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, seedDemoAccounts, signInDemoAccounts } from '../../../api/testing/signed-in.ts'
import { eventCount as eventCountOf } from '../../../api/testing/uploads.ts'

// Shared by the invoice API tests: the signed-in demo app with an upload folder of its own, the
// first two demo customers, request helpers and a valid body. A test file calls useInvoiceTestApp()
// once; the bindings below are then set before its first test (each test file imports this module
// afresh, so they are that file's own, on a database of its own). The company profile is left
// empty: a file fills it (companyProfileSeeder) before it issues invoices.

export let t: TestApp
export let tokens: Record<string, string>
export let customerId: number
export let otherCustomerId: number
export const uploads = mkdtempSync(path.join(tmpdir(), 'ttsg-tagihan-'))

export function useInvoiceTestApp() {
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '0', UPLOAD_DIR: uploads })
    await seedDemoAccounts(t)
    ;({ tokens } = await signInDemoAccounts(t))
    const rows = (await t.database.db
      .selectFrom('customers' as never)
      .select(['idpelanggan', 'nama_pelanggan'] as never[])
      .orderBy('idpelanggan' as never)
      .execute()) as { idpelanggan: number }[]
    customerId = rows[0]!.idpelanggan
    otherCustomerId = rows[1]!.idpelanggan
  }, 60_000)
  afterAll(async () => {
    await t.close()
    rmSync(uploads, { recursive: true, force: true })
  })
}

export const URL = '/api/tagihan'
export const STALE = 'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.'
export const item = {
  deskripsi: 'Pest control gudang',
  jumlah: 1,
  satuan: 'kunjungan',
  harga_satuan: 1_250_000,
}
export const valid = (extra: object = {}) => ({
  idpelanggan: customerId,
  tanggal_tagihan: '2026-11-21',
  // Far ahead, so none of these is overdue whatever day the tests run.
  jatuh_tempo: '2036-12-05',
  items: [item],
  ...extra,
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
export const issue = (body: object = valid(), headers = {}) => call('POST', '/createData', body, headers)
export const eventCount = () => eventCountOf(t.database.db, 'tagihan')
