import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { moduleRequests, useSignedInAppWithUploads } from '../../../api/testing/signed-in.ts'
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
  useSignedInAppWithUploads(uploads, async (app) => {
    ;({ t, tokens } = app)
    const customer = await t.database.db
      .selectFrom('customers' as never)
      .select('idpelanggan' as never)
      .executeTakeFirstOrThrow()
    customerId = (customer as { idpelanggan: number }).idpelanggan
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
export const call = moduleRequests(URL, () => ({ t, tokens }))
export const create = (body: object = valid()) => call('POST', '/createData', body)
export const eventCount = () => eventCountOf(t.database.db, 'kontrak')
