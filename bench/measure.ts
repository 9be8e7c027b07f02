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

// Context for every write figure: what one lone commit costs on this machine's disk right now.
export async function loneCommitCost(pool: pg.Pool, table: string): Promise<string> {
  const commits: number[] = []
  for (let i = 0; i < 20; i += 1) {
    const begun = performance.now()
    await pool.query(`update ${table} set n = n + 1 where id = 1`)
    commits.push(performance.now() - begun)
  }
  commits.sort((a, b) => a - b)
  return (
    `PostgreSQL: a lone single-row commit takes ${commits[10]!.toFixed(1)} ms (median of 20), ` +
    `${commits[19]!.toFixed(1)} ms at most`
  )
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

// Runs each arm once a round, in order in even rounds and in reverse in odd ones, so a noisy
// neighbour on the shared machine hurts all alike. Each is told the round's index (the figures
// against the bare route measure other processes each round, bench/figures.ts). One list of samples
// per arm, in the arms' order.
export async function alternateArms(
  rounds: number,
  arms: readonly ((round: number) => Promise<Sample>)[],
): Promise<Sample[][]> {
  const samples = arms.map((): Sample[] => [])
  const indexes = arms.map((_, i) => i)
  for (let round = 0; round < rounds; round += 1) {
    for (const i of round % 2 === 0 ? indexes : [...indexes].reverse())
      samples[i]!.push(await arms[i]!(round))
  }
  return samples
}

// The product's samples against a baseline's of the same rounds: the figure is the median ratio.
export function against(product: Sample[], baseline: Sample[]): Comparison {
  const ratio = median(product.map((p, i) => p.perSecond / Math.max(baseline[i]!.perSecond, 1e-9)))
  return { product, baseline, ratio }
}

// Product and baseline in alternating rounds (product first in even rounds).
export async function alternate(
  rounds: number,
  product: (round: number) => Promise<Sample>,
  baseline: (round: number) => Promise<Sample>,
): Promise<Comparison> {
  const [products, baselines] = await alternateArms(rounds, [product, baseline])
  return against(products!, baselines!)
}
