import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { moduleRequests, useSignedInAppWithUploads } from '../../../api/testing/signed-in.ts'
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
  useSignedInAppWithUploads(uploads, async (app) => {
    ;({ t, tokens } = app)
    const rows = (await t.database.db
      .selectFrom('customers' as never)
      .select(['idpelanggan', 'nama_pelanggan'] as never[])
      .orderBy('idpelanggan' as never)
      .execute()) as { idpelanggan: number }[]
    customerId = rows[0]!.idpelanggan
    otherCustomerId = rows[1]!.idpelanggan
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
export const call = moduleRequests(URL, () => ({ t, tokens }))
export const issue = (body: object = valid(), headers = {}) => call('POST', '/createData', body, headers)
export const eventCount = () => eventCountOf(t.database.db, 'tagihan')
