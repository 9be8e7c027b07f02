import autocannon from 'autocannon'
import type pg from 'pg'
import { cpuMicros } from './placement.ts'

// One measurement: completed operations per second over a fixed time at a fixed concurrency,
// with the 99th percentile of their latency.
// For the HTTP figures against the bare server, also the CPU each answer cost the server and the
// load generator (this process), in µs: unlike throughput, these do not move with a neighbour's load.
export type Sample = {
  perSecond: number
  p50Ms: number
  p99Ms: number
  failures: number
  serverCpuUs?: number
  clientCpuUs?: number
}

export type HttpLoad = {
  url: string
  method?: 'GET' | 'POST' | 'PUT'
  headers?: Record<string, string>
  // Called for each request: a fresh body (varied contact requests).
  body?: () => string
  connections: number
  seconds: number
  // Statuses that count as success; anything else is a failure.
  ok?: readonly number[]
  // The server's process id: its CPU per answer is measured too.
  pid?: number
}

export function httpLoad(load: HttpLoad): Promise<Sample & { statuses: Record<string, number> }> {
  const ok = load.ok ?? [200]
  const statuses: Record<string, number> = {}
  const makeBody = load.body
  const serverBefore = load.pid === undefined ? 0 : cpuMicros(load.pid)
  const clientBefore = process.cpuUsage()
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: load.url,
        method: load.method ?? 'GET',
        headers: load.headers,
        connections: load.connections,
        duration: load.seconds,
        timeout: 10,
        requests: makeBody ? [{ setupRequest: (req) => ({ ...req, body: makeBody() }) }] : undefined,
      },
      (error, result) => {
        if (error) return reject(error)
        const good = Object.entries(statuses)
          .filter(([status]) => ok.includes(Number(status)))
          .reduce((sum, [, n]) => sum + n, 0)
        const all = Object.values(statuses).reduce((sum, n) => sum + n, 0)
        const client = process.cpuUsage(clientBefore)
        const cpu =
          load.pid === undefined || all === 0
            ? {}
            : {
                serverCpuUs: (cpuMicros(load.pid) - serverBefore) / all,
                clientCpuUs: (client.user + client.system) / all,
              }
        resolve({
          ...cpu,
          perSecond: good / load.seconds,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          failures: all - good + result.errors + result.timeouts,
          statuses,
        })
      },
    )
    instance.on('response', (_client, status) => {
      statuses[status] = (statuses[status] ?? 0) + 1
    })
  })
}

// The SQL baselines: `connections` clients each run the statement back to back for `seconds`.
export async function sqlLoad(
  pool: pg.Pool,
  statement: (n: number) => { text: string; values: unknown[] },
  connections: number,
  seconds: number,
): Promise<Sample> {
  const latencies: number[] = []
  const deadline = performance.now() + seconds * 1000
  let n = 0
  let failures = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now()
        try {
          const { text, values } = statement(n++)
          await pool.query(text, values)
          latencies.push(performance.now() - started)
        } catch {
          failures += 1
        }
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return {
    perSecond: latencies.length / seconds,
    p50Ms: latencies[Math.floor(latencies.length / 2)] ?? 0,
    p99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
    failures,
  }
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export type Comparison = {
  product: Sample[]
  baseline: Sample[]
  ratio: number
}

// Runs product and baseline in turns (product first in odd rounds, baseline first in even ones)
// so a noisy neighbour on the shared machine hurts both alike; the figure is the median ratio.
export async function alternate(
  rounds: number,
  product: () => Promise<Sample>,
  baseline: () => Promise<Sample>,
): Promise<Comparison> {
  const products: Sample[] = []
  const baselines: Sample[] = []
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      products.push(await product())
      baselines.push(await baseline())
    } else {
      baselines.push(await baseline())
      products.push(await product())
    }
  }
  const ratio = median(products.map((p, i) => p.perSecond / Math.max(baselines[i]!.perSecond, 1e-9)))
  return { product: products, baseline: baselines, ratio }
}
