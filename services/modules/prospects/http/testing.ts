import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { moduleRequests, useSignedInTestApp } from '../../../api/testing/signed-in.ts'
import { eventCount as countEvents } from '../../../api/testing/uploads.ts'

// Shared by the prospect API tests: the signed-in demo app (the contact form's rate limit raised
// for the website requests), request helpers and a valid body. A test file calls
// useProspectTestApp() once; the bindings below are then set before its first test (each test file
// imports this module afresh, so they are that file's own, on a database of its own).

export let t: TestApp
export let tokens: Record<string, string>

export function useProspectTestApp() {
  useSignedInTestApp(
    (signedIn) => {
      ;({ t, tokens } = signedIn)
    },
    { CONTACT_RATE_LIMIT_MAX: '1000' },
  )
}

export const URL = '/api/pemesanan'
export const call = moduleRequests(URL, () => ({ t, tokens }))
export const eventCount = () => countEvents(t.database.db, 'prospect')

export const valid = { nama: 'Ibu Ratna Wulandari', no_telp: '081331234567', sumber: 'Telepon' }
