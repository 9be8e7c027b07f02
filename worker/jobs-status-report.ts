import type { Config } from '@ttsg/services/core/config.ts'
import type { Db } from '@ttsg/services/core/database.ts'
import { createProbeRedis } from '@ttsg/services/core/redis.ts'
import { Queue } from 'bullmq'
import { QUEUE_NAMES } from './jobs/types.ts'
import { JOBS_RELAY, relayEventTypes } from './relay.ts'
import { relayLag } from './relay-checkpoint.ts'
import { scheduledJobs } from './scheduled.ts'
import type { Subscription } from './subscriptions.ts'

const STATES = [
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
  'completed',
  'failed',
] as const

// Shown only when something is in them.
const RARE_STATES = new Set<string>(['prioritized', 'waiting-children'])

const STATE_LABELS: Record<(typeof STATES)[number], string> = {
  waiting: 'menunggu',
  active: 'berjalan',
  delayed: 'menunggu ulang',
  prioritized: 'berprioritas',
  'waiting-children': 'menunggu sub-job',
  completed: 'selesai',
  failed: 'gagal',
}

export type FailedJob = {
  id: string
  name: string
  attemptsMade: number
  failedReason: string
  finishedAt?: Date
}

export type QueueStatus = { queue: string; counts: Record<string, number>; failed: FailedJob[] }

// A recurring job's scheduler as Redis holds it (absent until a worker has started once).
export type SchedulerStatus = {
  command: string
  pattern: string
  timeZone: string
  next?: Date
  registered: boolean
}

export type JobsStatus = {
  queues: QueueStatus[]
  schedulers: SchedulerStatus[]
  redisError?: string
  relayLag?: number
  databaseError?: string
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function readQueues(
  config: Config,
  queueNames: string[],
): Promise<{ queues: QueueStatus[]; schedulers: SchedulerStatus[] }> {
  // Fails fast when Redis is away instead of waiting for it like a worker would.
  const connection = createProbeRedis(config.redisUrl)
  connection.on('error', () => undefined)
  const queues = queueNames.map((name) => {
    const queue = new Queue(name, { connection, prefix: config.queuePrefix })
    // The failure is reported once, below; the queue's own error events would only repeat it.
    queue.on('error', () => undefined)
    return queue
  })
  try {
    const statuses = await Promise.all(
      queues.map(async (queue) => {
        const counts = await queue.getJobCounts(...STATES)
        const failed = await queue.getFailed(0, 199)
        return {
          queue: queue.name,
          counts,
          failed: failed.map((job) => ({
            id: String(job.id),
            name: job.name,
            attemptsMade: job.attemptsMade,
            failedReason: job.failedReason,
            ...(job.finishedOn ? { finishedAt: new Date(job.finishedOn) } : {}),
          })),
        }
      }),
    )
    const schedulers = await Promise.all(
      scheduledJobs.map(async (job) => {
        const found = await queues.find((queue) => queue.name === job.queue)?.getJobScheduler(job.command)
        return {
          command: job.command,
          pattern: found?.pattern ?? job.pattern,
          timeZone: found?.tz ?? job.timeZone,
          registered: found !== undefined,
          ...(found?.next ? { next: new Date(found.next) } : {}),
        }
      }),
    )
    return { queues: statuses, schedulers }
  } finally {
    await Promise.allSettled(queues.map((queue) => queue.close()))
    connection.disconnect()
  }
}

export async function collectJobsStatus(
  config: Config,
  db: Db,
  subscriptions: Subscription[],
): Promise<JobsStatus> {
  const queueNames = [
    ...new Set([...QUEUE_NAMES, ...subscriptions.map((subscription) => subscription.queue)]),
  ]
  const status: JobsStatus = { queues: [], schedulers: [] }
  try {
    Object.assign(status, await readQueues(config, queueNames))
  } catch (error) {
    status.redisError = message(error)
  }
  try {
    status.relayLag = await relayLag(db, JOBS_RELAY, relayEventTypes(subscriptions))
  } catch (error) {
    status.databaseError = message(error)
  }
  return status
}

const formatTime = (date: Date) =>
  new Intl.DateTimeFormat('id-ID', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Jakarta',
  }).format(date)

export function formatJobsStatus(status: JobsStatus): string {
  const lines: string[] = []
  if (status.redisError) lines.push(`Redis tidak dapat dihubungi: ${status.redisError}`)
  for (const queue of status.queues) {
    const counts = STATES.filter((state) => !RARE_STATES.has(state) || (queue.counts[state] ?? 0) > 0)
      .map((state) => `${STATE_LABELS[state]} ${queue.counts[state] ?? 0}`)
      .join(', ')
    lines.push(`Antrean "${queue.queue}": ${counts}`)
    if (queue.failed.length === 0) continue
    lines.push(`  Job gagal (${queue.failed.length}):`)
    for (const job of queue.failed) {
      const when = job.finishedAt ? `, ${formatTime(job.finishedAt)} WIB` : ''
      lines.push(`  - ${job.id} (${job.name}), percobaan ${job.attemptsMade}${when}: ${job.failedReason}`)
    }
  }
  for (const scheduler of status.schedulers) {
    const next = scheduler.next
      ? `berikutnya ${formatTime(scheduler.next)} WIB`
      : 'belum terdaftar di Redis (didaftarkan saat worker mulai)'
    lines.push(`Jadwal "${scheduler.command}" (${scheduler.pattern}, ${scheduler.timeZone}): ${next}`)
  }
  if (status.databaseError)
    lines.push(`Lag relay tidak dapat dibaca dari PostgreSQL: ${status.databaseError}`)
  else lines.push(`Relay: ${status.relayLag ?? 0} event belum diteruskan ke antrean`)
  return lines.join('\n')
}
