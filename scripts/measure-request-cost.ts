import { rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startCeiling } from '../bench/ceiling.ts'
import { cpuMicros, pinForHttpFigures } from '../bench/placement.ts'
import { type Server, startServer } from '../bench/processes.ts'
import { startSameAnswer } from '../bench/same-answer.ts'
import { freePort } from '../services/core/testing/private-postgres.ts'

// `node scripts/measure-request-cost.ts [--rounds 30] [--requests 6000] [--path /api/katalog_harga/getData]
//   [--etag] [--parts] [--other <dir>]...`: server CPU per request of the product's API against the bare Fastify
// route (bench/bare-server.ts) serving the same bytes. Each server's utime+stime is read from
// /proc/<pid>/stat before and after a fixed number of autocannon requests (50 connections, as
// `npm run bench`); the servers take turns, the order rotating each round, so a neighbour's load
// hurts all alike. Prints server CPU µs per request (mean, min and median over the rounds) and each
// product's ratio to the bare route (bare ÷ product, comparable with the bench's throughput ratio).
// Many short rounds (the default) average a busy machine's load out better than a few long ones;
// the median of each round's own ratio (product ÷ bare, as the bench's "server CPU" ratio) pairs
// measurements taken seconds apart, so a load that drifts over the run moves it least.
// `--parts` (the catalogue only) adds the bare route sending the product's headers too
// (`bare+headers`, the catalogue's baseline in `npm run bench`: bench/same-answer.ts), and the bare
// route served from a process that started the whole product first (`bare-in-product`,
// bench/ceiling.ts).
// `--other <dir>` adds the API of another checkout (e.g. `git archive main` unpacked, with
// node_modules linked) to compare commits in the same run. The API runs at LOG_LEVEL=warn on
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/ttsg_measure, created and seeded with
// the demo on first start).

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : process.argv[at + 1]!
}
const others = process.argv.flatMap((value, i) => (process.argv[i - 1] === '--other' ? [value] : []))
const rounds = Number(arg('rounds', '30'))
const requests = Number(arg('requests', '6000'))
const CATALOGUE = '/api/katalog_harga/getData'
const target = arg('path', CATALOGUE)
const parts = process.argv.includes('--parts')
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ttsg_measure'

// Throughput is `npm run bench`'s figure; autocannon ends an `amount` run on its one-second tick,
// so only the CPU time is read here.
function load(url: string, amount: number, headers?: Record<string, string>): Promise<{ non2xx: number }> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, amount, timeout: 10, headers }, (error, result) => {
      if (error) return reject(error)
      // A 304 is not 2xx: with an If-None-Match only errors and timeouts count.
      resolve({ non2xx: (headers ? 0 : result.non2xx) + result.errors + result.timeouts })
    })
  })
}

const productEnv = async (port: number) => ({
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: `http://localhost:${port}`,
  SMTP_URL: 'smtp://127.0.0.1:1',
})

const servers: Server[] = []
const scratch = path.join(tmpdir(), `measure-request-cost-${process.pid}.json`)
try {
  const port = await freePort()
  servers.push(await startServer('product', 'services/api/main.ts', port, await productEnv(port)))
  for (const [i, dir] of others.entries()) {
    const otherPort = await freePort()
    const server = await startServer(
      `other${others.length > 1 ? i + 1 : ''}`,
      path.resolve(dir, 'services/api/main.ts'),
      otherPort,
      await productEnv(otherPort),
    )
    servers.push(server)
  }
  const answer = await fetch(servers[0]!.url + target)
  writeFileSync(scratch, await answer.text())
  servers.push(
    await startServer('bare', 'bench/bare-server.ts', await freePort(), { BENCH_CATALOGUE_FILE: scratch }),
  )
  if (parts) {
    if (target !== CATALOGUE) throw new Error(`--parts measures ${CATALOGUE} only`)
    servers.push(...(await startSameAnswer(scratch, answer.headers, 1)))
    servers.push(...(await startCeiling(scratch, await productEnv(0), 1)))
  }
  const etag = process.argv.includes('--etag') ? (answer.headers.get('etag') ?? undefined) : undefined
  const headersOf = (server: Server) =>
    etag && !server.name.startsWith('bare') ? { 'if-none-match': etag } : undefined
  const placement = pinForHttpFigures(
    [process.pid],
    servers.map((s) => s.pid),
  )
  console.log(`CPU: ${placement.description}`)
  for (const server of servers) await load(server.url + target, 10_000, headersOf(server)) // warm-up, not counted

  const samples = new Map<string, number[]>(servers.map((s) => [s.name, []]))
  for (let round = 0; round < rounds; round += 1) {
    const order = servers.map((_, i) => servers[(i + round) % servers.length]!)
    if (round % 2 === 1) order.reverse()
    for (const server of order) {
      const before = cpuMicros(server.pid)
      const { non2xx } = await load(server.url + target, requests, headersOf(server))
      const us = (cpuMicros(server.pid) - before) / requests
      if (non2xx > 0) throw new Error(`${server.name}: ${non2xx} answers not 2xx`)
      samples.get(server.name)!.push(us)
    }
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const mid = sorted.length >> 1
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  }
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length
  const bare = samples.get('bare')!
  console.log(
    `GET ${target}${etag ? ' (If-None-Match: 304)' : ''}: ${rounds} rounds of ${requests} requests, 50 connections; load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  // The mean over many short alternating rounds follows a neighbour's varying load better than the
  // minimum; the minimum is the least disturbed round.
  for (const [name, us] of samples) {
    console.log(
      `${name.padEnd(15)} server CPU µs/request mean ${mean(us).toFixed(1)}, min ${Math.min(...us).toFixed(1)}, ` +
        `median ${median(us).toFixed(1)}` +
        (name === 'bare'
          ? ''
          : `; bare ÷ ${name}: mean ${(mean(bare) / mean(us)).toFixed(2)}, min ${(Math.min(...bare) / Math.min(...us)).toFixed(2)}, median ${(median(bare) / median(us)).toFixed(2)}` +
            `; ${name} ÷ bare in the same round: median ${median(us.map((v, i) => v / bare[i]!)).toFixed(3)}`),
    )
  }
} finally {
  for (const server of servers) await server.stop()
  rmSync(scratch, { force: true })
}
