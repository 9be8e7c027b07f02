// The public load scenario for operators, with k6 (1.x runs TypeScript directly):
//   BASE_URL=https://staging.example k6 run loadtest/k6/public.ts
//   DURATION=60s k6 run loadtest/k6/public.ts
// Rates, statuses and thresholds come from loadtest/scenario.ts, the same module that
// `npm run loadtest` runs here with autocannon, so both judge a server by the same rules.
import { check } from 'k6'
import exec from 'k6/execution'
import http from 'k6/http'
import type { Options } from 'k6/options'
import { contactBody, type Endpoint } from '../scenario.ts'
import { BASE_URL, endpoint, scenarioOptions } from './shared.ts'

const pagesEndpoint = endpoint('pages')
const catalogueEndpoint = endpoint('catalogue')
const contactEndpoint = endpoint('contact')
const PUBLIC: Endpoint[] = [pagesEndpoint, catalogueEndpoint, contactEndpoint]

export const options: Options = scenarioOptions(PUBLIC)

export function pages(): void {
  const paths = pagesEndpoint.paths ?? [pagesEndpoint.path]
  const path = paths[exec.scenario.iterationInTest % paths.length]!
  const response = http.get(`${BASE_URL}${path}`, {
    responseCallback: http.expectedStatuses(...pagesEndpoint.expectedStatuses),
  })
  check(response, {
    'halaman 200': (r) => r.status === 200,
    'halaman HTML': (r) => String(r.headers['Content-Type'] ?? '').startsWith('text/html'),
  })
}

export function contact(): void {
  const response = http.post(
    `${BASE_URL}${contactEndpoint.path}`,
    JSON.stringify(contactBody(exec.scenario.iterationInTest)),
    {
      headers: { 'content-type': 'application/json' },
      responseCallback: http.expectedStatuses(...contactEndpoint.expectedStatuses),
    },
  )
  check(response, {
    'kontak diterima atau dibatasi': (r) => contactEndpoint.expectedStatuses.includes(r.status),
  })
}

export function catalogue(): void {
  const response = http.get(`${BASE_URL}${catalogueEndpoint.path}`, {
    responseCallback: http.expectedStatuses(...catalogueEndpoint.expectedStatuses),
  })
  check(response, {
    'katalog 200': (r) => r.status === 200,
    'katalog berisi data': (r) => Array.isArray((r.json() as { data?: unknown } | null)?.data),
  })
}
