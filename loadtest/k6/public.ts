// The public load scenario for operators, with k6 (1.x runs TypeScript directly):
//   BASE_URL=https://staging.example k6 run loadtest/k6/public.ts
//   DURATION=60s k6 run loadtest/k6/public.ts
// Rates, statuses and thresholds come from loadtest/scenario.ts, the same module that
// `npm run loadtest` runs here with autocannon, so both judge a server by the same rules.
import { check } from 'k6'
import exec from 'k6/execution'
import http from 'k6/http'
import type { Options, Scenario } from 'k6/options'
import { contactBody, DEFAULT_DURATION_SECONDS, ENDPOINTS, type Endpoint } from '../scenario.ts'

const BASE_URL = (__ENV.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const DURATION = __ENV.DURATION ?? `${DEFAULT_DURATION_SECONDS}s`

const endpoint = (name: Endpoint['name']): Endpoint => ENDPOINTS.find((e) => e.name === name)!

function scenario(e: Endpoint): Scenario {
  return {
    executor: 'constant-arrival-rate',
    exec: e.name,
    rate: e.ratePerSecond,
    timeUnit: '1s',
    duration: DURATION,
    preAllocatedVUs: e.connections,
    maxVUs: e.connections * 5,
  }
}

// 429 from the rate-limited contact form counts as expected (see scenario.ts), so http_req_failed
// holds only real failures; the per-endpoint tag lets each threshold apply to its own calls.
function thresholds(e: Endpoint): NonNullable<Options['thresholds']> {
  const tag = `{scenario:${e.name}}`
  return {
    [`http_req_duration${tag}`]: [`p(95)<${e.thresholds.p95Ms}`],
    [`http_req_failed${tag}`]: [`rate<=${e.thresholds.maxErrorRate}`],
    [`iterations${tag}`]: [`rate>=${e.ratePerSecond * e.thresholds.minCompletedShare}`],
  }
}

export const options: Options = {
  scenarios: Object.fromEntries(ENDPOINTS.map((e) => [e.name, scenario(e)])),
  thresholds: Object.assign({}, ...ENDPOINTS.map(thresholds)),
  summaryTrendStats: ['med', 'p(95)', 'max'],
}

const contactEndpoint = endpoint('contact')
const catalogueEndpoint = endpoint('catalogue')

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
