import { afterAll, beforeAll } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { buildSignedInTestApp, moduleRequests } from '../../../api/testing/signed-in.ts'
import { eventCount as countEvents } from '../../../api/testing/uploads.ts'

// Shared by the prospect API tests: the signed-in demo app (the contact form's rate limit raised
// for the website requests), request helpers and a valid body. A test file calls
// useProspectTestApp() once; the bindings below are then set before its first test (each test file
// imports this module afresh, so they are that file's own, on a database of its own).

export let t: TestApp
export let tokens: Record<string, string>

export function useProspectTestApp() {
  beforeAll(async () => {
    ;({ t, tokens } = await buildSignedInTestApp({ CONTACT_RATE_LIMIT_MAX: '1000' }))
  })
  afterAll(() => t.close())
}

export const URL = '/api/pemesanan'
export const call = moduleRequests(URL, () => ({ t, tokens }))
export const eventCount = () => countEvents(t.database.db, 'prospect')

export const valid = { nama: 'Ibu Ratna Wulandari', no_telp: '081331234567', sumber: 'Telepon' }
