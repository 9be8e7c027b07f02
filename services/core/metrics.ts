import { createHash, timingSafeEqual } from 'node:crypto'
import { BlockList, isIP } from 'node:net'
import type pg from 'pg'
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client'
import type { Config } from './config.ts'

// What the API's and the worker's /metrics share (ADR 0072): who may read it, the process's own
// figures and the database pool's.

// The process's default metrics (CPU, memory, heap, event loop, GC) are collected once per
// process: tests build many apps in one process, and each collectDefaultMetrics call would add
// its own event-loop monitor and GC observer.
let processRegistry: Registry | undefined
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

// The exposition text of the process's default metrics followed by the given registry's.
export async function renderMetrics(registry: Registry): Promise<string> {
  return `${await processMetrics().metrics()}\n${await registry.metrics()}`
}

export const METRICS_CONTENT_TYPE = new Registry().contentType

export type MetricsAccess = {
  // false: production with neither a token nor an allowed network; /metrics is not served at all.
  exposed: boolean
  allows(authorization: string | undefined, address: string | undefined): boolean
}

const digest = (value: string) => createHash('sha256').update(value).digest()

export function metricsAccess(settings: Config['metrics']): MetricsAccess {
  const allowed = new BlockList()
  for (const entry of settings.allowFrom) {
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) allowed.addAddress(address, family)
    else allowed.addSubnet(address, Number(prefix), family)
  }
  // Compared as digests of equal length, in constant time: the answer tells nothing of the token.
  const expected = settings.token === undefined ? undefined : digest(`Bearer ${settings.token}`)
  const inNetwork = (address: string | undefined) => {
    if (!address || settings.allowFrom.length === 0) return false
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
    const family = isIP(plain)
    return family !== 0 && allowed.check(plain, family === 6 ? 'ipv6' : 'ipv4')
  }
  return {
    exposed: expected !== undefined || settings.allowFrom.length > 0,
    allows(authorization, address) {
      if (expected && authorization && timingSafeEqual(digest(authorization), expected)) return true
      return inNetwork(address)
    },
  }
}

// The pool's connections at each scrape: all of them, the idle ones, and the queries waiting for one.
export function registerPoolMetrics(registry: Registry, pool: pg.Pool): void {
  const figures = [
    ['ttsg_db_pool_connections', 'PostgreSQL connections the pool holds', () => pool.totalCount],
    [
      'ttsg_db_pool_idle_connections',
      'PostgreSQL connections of the pool free for a query',
      () => pool.idleCount,
    ],
    [
      'ttsg_db_pool_waiting_clients',
      'Queries waiting for a free PostgreSQL connection',
      () => pool.waitingCount,
    ],
  ] as const
  for (const [name, help, read] of figures) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read())
      },
    })
  }
}
