// The signed-in admin's load scenario for operators, with k6:
//   BASE_URL=https://staging.example ADMIN_USERNAME=... ADMIN_PASSWORD=... k6 run loadtest/k6/admin.ts
// setup() signs in once and creates a catalogue entry of its own to edit; teardown() deletes it,
// as `npm run loadtest` does here (ADMIN_SETUP in loadtest/scenario.ts).
import { check, fail } from 'k6'
import exec from 'k6/execution'
import http from 'k6/http'
import type { Options } from 'k6/options'
import { ADMIN_SETUP, adminEditBody, withId } from '../scenario.ts'
import { BASE_URL, endpoint, scenarioOptions } from './shared.ts'

const listEndpoint = endpoint('adminList')
const editEndpoint = endpoint('adminEdit')

export const options: Options = scenarioOptions([listEndpoint, editEndpoint])

type Session = { token: string; entryId: number }
const json = { 'content-type': 'application/json' }
const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` })

export function setup(): Session {
  const username = __ENV.ADMIN_USERNAME
  const password = __ENV.ADMIN_PASSWORD
  if (!username || !password) fail('ADMIN_USERNAME and ADMIN_PASSWORD are required')
  const login = http.post(`${BASE_URL}${ADMIN_SETUP.loginPath}`, JSON.stringify({ username, password }), {
    headers: json,
  })
  if (login.status !== 200) fail(`login answered ${login.status}`)
  const token = String((login.json() as { token?: string }).token)
  const created = http.post(`${BASE_URL}${ADMIN_SETUP.createPath}`, JSON.stringify(ADMIN_SETUP.entry), {
    headers: { ...json, authorization: `Bearer ${token}` },
  })
  if (created.status !== 201) fail(`creating the load-test entry answered ${created.status}`)
  return { token, entryId: (created.json() as { data: { idkatalog_harga: number } }).data.idkatalog_harga }
}

export function adminList(session: Session): void {
  const response = http.get(`${BASE_URL}${listEndpoint.path}`, {
    headers: bearer(session),
    responseCallback: http.expectedStatuses(...listEndpoint.expectedStatuses),
  })
  check(response, { 'daftar pelanggan 200': (r) => r.status === 200 })
}

export function adminEdit(session: Session): void {
  const response = http.put(
    `${BASE_URL}${withId(editEndpoint.path, session.entryId)}`,
    JSON.stringify(adminEditBody(exec.scenario.iterationInTest)),
    {
      headers: { ...json, ...bearer(session) },
      responseCallback: http.expectedStatuses(...editEndpoint.expectedStatuses),
    },
  )
  check(response, { 'ubah katalog 200': (r) => r.status === 200 })
}

export function teardown(session: Session): void {
  http.del(`${BASE_URL}${ADMIN_SETUP.deletePath(session.entryId)}`, null, { headers: bearer(session) })
}
