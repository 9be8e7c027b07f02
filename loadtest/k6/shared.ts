// What the k6 scripts share: the target, and k6 scenarios and thresholds derived from
// loadtest/scenario.ts (one constant-arrival-rate scenario per endpoint, thresholds per scenario).
import type { Options, Scenario } from 'k6/options'
import { DEFAULT_DURATION_SECONDS, ENDPOINTS, type Endpoint, type EndpointName } from '../scenario.ts'

export const BASE_URL = (__ENV.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const DURATION = __ENV.DURATION ?? `${DEFAULT_DURATION_SECONDS}s`

export const endpoint = (name: EndpointName): Endpoint => ENDPOINTS.find((e) => e.name === name)!

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

export function scenarioOptions(endpoints: Endpoint[]): Options {
  return {
    scenarios: Object.fromEntries(endpoints.map((e) => [e.name, scenario(e)])),
    thresholds: Object.assign({}, ...endpoints.map(thresholds)),
    summaryTrendStats: ['med', 'p(95)', 'max'],
  }
}
