import autocannon from 'autocannon'
import {
  ADMIN_SETUP,
  adminEditBody,
  contactBody,
  ENDPOINTS,
  type Endpoint,
  type EndpointResult,
  judge,
  MAX_DURATION_SECONDS,
  plannedRequests,
  type Verdict,
  withId,
} from './scenario.ts'

// Runs the shared scenario with autocannon: one instance per endpoint, all at once, each at its
// steady arrival rate, bounded by time and by request count. Latency percentiles come from every
// response's own time, so p95 is exact rather than read off autocannon's fixed percentiles.

export type Credentials = { username: string; password: string }

export type RunOptions = {
  baseUrl: string
  durationSeconds: number
  endpoints?: readonly Endpoint[]
  // For the signed-in admin's calls.
  admin?: Credentials
}

type AdminSession = { token: string; entryId: number }

export type EndpointReport = { endpoint: Endpoint; result: EndpointResult; verdict: Verdict }
export type RunReport = {
  baseUrl: string
  durationSeconds: number
  passed: boolean
  endpoints: EndpointReport[]
}

const LOOPBACK = new Set(['localhost', '[::1]', '::1'])

// The runner only ever targets this machine: a staging or production server is load-tested by
// operators with k6 (loadtest/k6/public.ts), never from here.
export function assertLoopback(baseUrl: string): URL {
  const url = new URL(baseUrl)
  const host = url.hostname
  if (!(LOOPBACK.has(host) || /^127(\.\d{1,3}){3}$/.test(host))) {
    throw new Error(`BASE_URL must point at this machine (localhost, 127.0.0.0/8 or [::1]), not ${host}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('BASE_URL must be http or https')
  return url
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10
}

function requestFor(
  endpoint: Endpoint,
  session: AdminSession | null,
  next: () => number,
): autocannon.Request[] {
  const auth: Record<string, string> = session ? { authorization: `Bearer ${session.token}` } : {}
  const path = session ? withId(endpoint.path, session.entryId) : endpoint.path
  if (endpoint.paths) return endpoint.paths.map((page) => ({ method: 'GET', path: page }))
  if (endpoint.method === 'GET') return [{ method: 'GET', path, headers: auth }]
  const body = endpoint.name === 'contact' ? contactBody : adminEditBody
  return [
    {
      method: endpoint.method,
      path,
      headers: { ...auth, 'content-type': 'application/json' },
      setupRequest: (req) => ({ ...req, body: JSON.stringify(body(next())) }),
    },
  ]
}

function runEndpoint(
  baseUrl: URL,
  endpoint: Endpoint,
  durationSeconds: number,
  session: AdminSession | null,
): Promise<EndpointResult> {
  const planned = plannedRequests(endpoint, durationSeconds)
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  let transportErrors = 0
  let arrival = 0
  const started = performance.now()
  const requests = requestFor(endpoint, session, () => {
    arrival += 1
    return arrival
  })

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl.origin,
        connections: Math.min(endpoint.connections, endpoint.ratePerSecond),
        overallRate: endpoint.ratePerSecond,
        duration: durationSeconds,
        maxOverallRequests: planned,
        timeout: 10,
        requests,
      },
      (error) => {
        if (error) return reject(error)
        latencies.sort((a, b) => a - b)
        resolve({
          name: endpoint.name,
          planned,
          completed: latencies.length,
          statuses,
          transportErrors,
          latencyMs: {
            p50: percentile(latencies, 50),
            p95: percentile(latencies, 95),
            max: percentile(latencies, 100),
          },
          durationSeconds: (performance.now() - started) / 1000,
        })
      },
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime)
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
    })
    instance.on('reqError', () => {
      transportErrors += 1
    })
  })
}

async function call(baseUrl: URL, path: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(path, baseUrl), { ...init, signal: AbortSignal.timeout(10_000) })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok)
    throw new Error(`${init.method} ${path} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}

// ADMIN_SETUP, as the k6 admin script's setup() does it.
async function signInAdmin(baseUrl: URL, admin: Credentials): Promise<AdminSession> {
  const json = { 'content-type': 'application/json' }
  const login = await call(baseUrl, ADMIN_SETUP.loginPath, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(admin),
  })
  const token = String(login.token)
  const created = await call(baseUrl, ADMIN_SETUP.createPath, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify(ADMIN_SETUP.entry),
  })
  return { token, entryId: Number((created.data as { idkatalog_harga: number }).idkatalog_harga) }
}

export async function runLoadTest(options: RunOptions): Promise<RunReport> {
  const baseUrl = assertLoopback(options.baseUrl)
  const durationSeconds = options.durationSeconds
  if (!(durationSeconds > 0 && durationSeconds <= MAX_DURATION_SECONDS)) {
    throw new Error(`duration must be between 1 and ${MAX_DURATION_SECONDS} seconds`)
  }
  const endpoints = options.endpoints ?? ENDPOINTS
  const needsAdmin = endpoints.some((endpoint) => endpoint.admin)
  if (needsAdmin && !options.admin) throw new Error('the admin scenarios need admin credentials')
  const session = needsAdmin ? await signInAdmin(baseUrl, options.admin!) : null
  try {
    const results = await Promise.all(
      endpoints.map((endpoint) =>
        runEndpoint(baseUrl, endpoint, durationSeconds, endpoint.admin ? session : null),
      ),
    )
    const reports = endpoints.map((endpoint, i) => ({
      endpoint,
      result: results[i]!,
      verdict: judge(endpoint, results[i]!),
    }))
    return {
      baseUrl: baseUrl.origin,
      durationSeconds,
      passed: reports.every((report) => report.verdict.passed),
      endpoints: reports,
    }
  } finally {
    if (session) {
      await call(baseUrl, ADMIN_SETUP.deletePath(session.entryId), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${session.token}` },
      })
    }
  }
}

export function formatReport(report: RunReport): string {
  const lines = [`Uji beban ${report.baseUrl}, ${report.durationSeconds} s`, '']
  for (const { endpoint, result, verdict } of report.endpoints) {
    const statuses = Object.entries(result.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
    lines.push(
      `${endpoint.name.padEnd(10)} ${endpoint.method} ${endpoint.path}`,
      `  target ${endpoint.ratePerSecond} req/s; answered ${result.completed}/${result.planned} ` +
        `(${verdict.requestsPerSecond.toFixed(1)} req/s); statuses ${statuses || '-'}; transport errors ${result.transportErrors}`,
      `  latency median ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms ` +
        `(threshold < ${endpoint.thresholds.p95Ms} ms), max ${result.latencyMs.max} ms; ` +
        `error rate ${(verdict.errorRate * 100).toFixed(2)}%`,
      `  ${verdict.passed ? 'LULUS' : `GAGAL: ${verdict.failures.join('; ')}`}`,
    )
    const limited = result.statuses['429'] ?? 0
    if (limited > 0) {
      lines.push(
        `  note: ${limited} answered 429 (rate limit per client address). To measure the write path, ` +
          'start the server with a high CONTACT_RATE_LIMIT_MAX (see loadtest/README.md).',
      )
    }
  }
  lines.push('', report.passed ? 'Semua ambang batas terpenuhi.' : 'Ambang batas tidak terpenuhi.')
  return lines.join('\n')
}
