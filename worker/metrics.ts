import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Config } from '@ttsg/services/core/config.ts'
import type { Logger } from '@ttsg/services/core/logger.ts'
import {
  METRICS_CONTENT_TYPE,
  metricsAccess,
  registerPoolMetrics,
  renderMetrics,
} from '@ttsg/services/core/metrics.ts'
import { createProbeRedis } from '@ttsg/services/core/redis.ts'
import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import type pg from 'pg'
import { Counter, Gauge, Registry } from 'prom-client'
import { JOBS_RELAY } from './relay.ts'

// The worker's /metrics (ADR 0072), on a small HTTP listener of its own (WORKER_METRICS_PORT):
// the queues' depths and failures, the relay's lag in events, the jobs this process ran and the
// database pool. The queues and the relay are shared by every worker, so each worker shows the
// same depth and lag (take the max across them); the job counters are this process's own.

export const JOB_STATES = [
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
  'failed',
] as const
export type JobOutcome = 'completed' | 'retrying' | 'failed'

export type WorkerMetrics = {
  jobEnded(queue: string, outcome: JobOutcome): void
  // The listener's address, when it listens.
  address?: AddressInfo
  close(): Promise<void>
}

// A scrape must answer even while Redis or PostgreSQL is away: each source gets this long, and
// `ttsg_metrics_source_up` says which one did not answer.
const SOURCE_TIMEOUT_MS = 2000

function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), SOURCE_TIMEOUT_MS)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

export async function startWorkerMetrics(options: {
  config: Config
  logger: Logger
  pool: pg.Pool
  queueNames: string[]
  relayLag: () => Promise<number>
}): Promise<WorkerMetrics> {
  const { config, logger } = options
  const registry = new Registry()
  registerPoolMetrics(registry, options.pool)
  const jobs = new Counter({
    name: 'ttsg_jobs_total',
    help: "Jobs this worker process ran, by queue and outcome (retrying: an attempt failed, another follows; failed: the job's last attempt failed)",
    labelNames: ['queue', 'outcome'],
    registers: [registry],
  })
  // Opened on the first scrape; fails fast while Redis is away instead of waiting for it.
  let connection: Redis | undefined
  let queues: Queue[] = []
  const openQueues = () => {
    if (connection) return queues
    connection = createProbeRedis(config.redisUrl)
    connection.on('error', (error) => logger.debug({ err: error }, 'metrics Redis connection error'))
    queues = options.queueNames.map((name) => {
      const queue = new Queue(name, { connection: connection!, prefix: config.queuePrefix })
      queue.on('error', () => undefined)
      return queue
    })
    return queues
  }
  // Each source's read of the current scrape, started by its gauge's collect (called in the order
  // the gauges were registered, before any of them is awaited) and awaited by ttsg_metrics_source_up.
  let redisRead: Promise<boolean> = Promise.resolve(false)
  let postgresRead: Promise<boolean> = Promise.resolve(false)
  new Gauge({
    name: 'ttsg_queue_jobs',
    help: 'Jobs in each BullMQ queue by state (failed: kept after their last attempt)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    collect() {
      redisRead = (async () => {
        this.reset()
        try {
          const perQueue = await within(
            Promise.all(
              openQueues().map(async (queue) => ({
                queue: queue.name,
                counts: await queue.getJobCounts(...JOB_STATES),
              })),
            ),
          )
          for (const { queue, counts } of perQueue)
            for (const state of JOB_STATES) this.set({ queue, state }, counts[state] ?? 0)
          return true
        } catch (error) {
          logger.debug({ err: error }, 'queue counts not read for /metrics')
          return false
        }
      })()
      return redisRead.then(() => undefined)
    },
  })
  new Gauge({
    name: 'ttsg_relay_lag_events',
    help: 'Events the relay has not handed over to the queues yet (past its checkpoint)',
    // Labelled so that an unknown lag shows no sample at all: an unlabelled gauge would show 0.
    labelNames: ['relay'],
    registers: [registry],
    collect() {
      postgresRead = (async () => {
        this.reset()
        try {
          this.set({ relay: JOBS_RELAY }, await within(options.relayLag()))
          return true
        } catch (error) {
          logger.debug({ err: error }, 'relay lag not read for /metrics')
          return false
        }
      })()
      return postgresRead.then(() => undefined)
    },
  })
  new Gauge({
    name: 'ttsg_metrics_source_up',
    help: 'Whether the source of the queue (redis) and relay (postgres) figures answered this scrape',
    labelNames: ['source'],
    registers: [registry],
    async collect() {
      const [redis, postgres] = await Promise.all([redisRead, postgresRead])
      this.set({ source: 'redis' }, redis ? 1 : 0)
      this.set({ source: 'postgres' }, postgres ? 1 : 0)
    },
  })

  const closeQueues = async () => {
    await Promise.allSettled(queues.map((queue) => queue.close()))
    connection?.disconnect()
  }
  const metrics: WorkerMetrics = {
    jobEnded: (queue, outcome) => jobs.inc({ queue, outcome }),
    close: closeQueues,
  }
  const access = metricsAccess(config.metrics)
  if (config.metrics.workerPort === undefined || !access.exposed) return metrics

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Tidak ditemukan\n')
      return
    }
    if (!access.allows(request.headers.authorization, request.socket.remoteAddress)) {
      response
        .writeHead(401, {
          'content-type': 'text/plain; charset=utf-8',
          'www-authenticate': 'Bearer realm="metrics"',
        })
        .end('Metrik hanya untuk pemantauan: sertakan token METRICS_TOKEN\n')
      return
    }
    renderMetrics(registry).then(
      (text) =>
        response
          .writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' })
          .end(text),
      (error) => {
        logger.warn({ err: error }, '/metrics not rendered')
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrik gagal disusun\n')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.metrics.workerPort, config.host, () => resolve())
  })
  metrics.address = server.address() as AddressInfo
  logger.info({ port: metrics.address.port }, 'worker metrics at /metrics')
  metrics.close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await closeQueues()
  }
  return metrics
}
