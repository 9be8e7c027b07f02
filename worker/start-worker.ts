import type { Config } from '@ttsg/services/core/config.ts'
import { createDb } from '@ttsg/services/core/database.ts'
import type { Logger } from '@ttsg/services/core/logger.ts'
import { createMailer } from '@ttsg/services/core/mail.ts'
import { moduleKit } from '@ttsg/services/modules/index.ts'
import { type Job, UnrecoverableError, Worker } from 'bullmq'
import { createRedisClient } from './enqueuer.ts'
import { CAPPED_BACKOFF, cappedBackoff } from './jobs/backoff.ts'
import { createJobQueues, type OpenJobQueues } from './jobs/queues.ts'
import { assertHandlers, jobHandlers, scheduledJobNames } from './jobs/registry.ts'
import { type JobHandlers, QUEUE_NAMES, RETIRED_QUEUE_NAMES } from './jobs/types.ts'
import { type JobOutcome, startWorkerMetrics, type WorkerMetrics } from './metrics.ts'
import { retention } from './reactions/define.ts'
import { createRelay, type Relay } from './relay.ts'
import { type ScheduledJob, scheduledJobs } from './scheduled.ts'
import { subscriptions as allSubscriptions, type Subscription } from './subscriptions.ts'
import { startWebsiteProspects, type WebsiteProspects } from './website-prospects.ts'

export type RunningWorker = {
  relay: Relay
  websiteProspects: WebsiteProspects
  metrics: WorkerMetrics
  stop(): Promise<void>
}

export type WorkerOverrides = {
  subscriptions?: Subscription[]
  handlers?: JobHandlers
  // The clock jobs decide dates by (tests fix it).
  clock?: () => Date
  // false: no job schedulers upserted (tests that count what the schedule would add).
  schedulers?: boolean
}

// The scheduler of each recurring job, kept in Redis by BullMQ: upserting it at every start makes
// the schedule in Redis follow the code, and any number of workers doing so makes one schedule.
export async function upsertSchedulers(queues: OpenJobQueues, config: Config, jobs: ScheduledJob[]) {
  for (const job of jobs) {
    await queues.queue(job.queue).upsertJobScheduler(
      job.command,
      { pattern: job.pattern, tz: job.timeZone },
      {
        name: job.jobName,
        data: {},
        opts: {
          ...retention,
          attempts: 5,
          backoff: { type: CAPPED_BACKOFF, delay: config.mailRetry.backoffMs },
        },
      },
    )
  }
}

// Logs a failed attempt and says whether another follows.
function logFailure(logger: Logger, job: Job | undefined, error: Error): JobOutcome | undefined {
  if (!job) return undefined
  const permanent = error instanceof UnrecoverableError || error.name === 'UnrecoverableError'
  const final = permanent || job.attemptsMade >= (job.opts.attempts ?? 1)
  const details = {
    queue: job.queueName,
    jobId: job.id,
    job: job.name,
    attemptsMade: job.attemptsMade,
    reason: error.message,
  }
  if (permanent) logger.error(details, 'job failed permanently; no retry')
  else if (final) logger.error(details, 'job failed after its last attempt')
  else logger.warn(details, 'job attempt failed; will retry with backoff')
  return final ? 'failed' : 'retrying'
}

// The worker process in a function, so tests and the e2e harness can run it in-process.
export async function startWorker(
  config: Config,
  logger: Logger,
  overrides: WorkerOverrides = {},
): Promise<RunningWorker> {
  const subscriptions = overrides.subscriptions ?? allSubscriptions
  const handlers: JobHandlers = overrides.handlers ?? jobHandlers
  // Start-up checks, before anything connects: the module list, and a handler for every job.
  moduleKit()
  assertHandlers(
    subscriptions.map((subscription) => subscription.jobName),
    handlers,
  )
  assertHandlers(scheduledJobNames, handlers)

  // Each running job may hold a connection through its SMTP conversation (sendOnce's lock) and then
  // ask the pool for another (recording the message); jobs of every queue run at once (`concurrency`
  // each: the monthly report emails on `monthly-report-pdf` beside the contact emails on `mail`), and the relay
  // needs its own. A pool no larger than the jobs holding one deadlocked the bench's 10 000 report
  // emails: every connection held by a job waiting for one more.
  // A retired queue is drained one job at a time (below): one connection more each.
  const poolSize = config.worker.concurrency * QUEUE_NAMES.length + RETIRED_QUEUE_NAMES.length + 2
  const { db, pool } = createDb(config.databaseUrl, logger, poolSize)
  const mailer = createMailer(config.smtpUrl)
  // Every queue, whatever the subscriptions: scheduled jobs and the emails they queue need workers too.
  // A retired queue's jobs (waiting there since before an upgrade renamed it) run as the new one's.
  const queueNames: string[] = [...QUEUE_NAMES, ...RETIRED_QUEUE_NAMES]
  const retired = new Set<string>(RETIRED_QUEUE_NAMES)
  const now = overrides.clock ?? (() => new Date())

  // BullMQ duplicates this connection for its blocking reads; both retry forever while Redis is away.
  const connection = createRedisClient(config.redisUrl)
  connection.on('error', (error) => logger.debug({ err: error }, 'worker Redis connection error'))
  // Reconnection attempts fail every few seconds while Redis is away: warn once per outage.
  let outage = false
  connection.on('ready', () => {
    if (outage) logger.info('worker reconnected to Redis')
    outage = false
  })
  const connectionError = (error: Error, queueName: string) => {
    if (outage) return logger.debug({ err: error, queue: queueName }, 'worker connection error')
    outage = true
    logger.warn({ err: error, queue: queueName }, 'worker lost Redis; jobs resume when it is back')
  }

  const queues = createJobQueues(connection, config.queuePrefix)
  if (overrides.schedulers !== false) {
    // In the background: without Redis the upsert waits for it, and the worker must start anyway.
    upsertSchedulers(queues, config, scheduledJobs).catch((error) =>
      logger.warn({ err: error }, 'job schedulers not upserted; they keep their earlier schedule'),
    )
  }

  const relay = createRelay({ db, config, subscriptions, logger })
  // Before the queues' workers: their first jobs are counted, and a port already taken stops the
  // start here rather than after jobs were taken.
  const metrics = await startWorkerMetrics({ config, logger, pool, queueNames, relayLag: relay.lag })

  const workers = queueNames.map((queueName) => {
    const worker = new Worker(
      queueName,
      async (job) => {
        const handler = handlers[job.name]
        if (!handler) throw new UnrecoverableError(`Tidak ada penangan untuk job ${job.name}`)
        await handler(job.data as never, {
          db,
          mailer,
          config,
          queues,
          now,
          logger: logger.child({ queue: queueName, jobId: job.id }),
          jobId: String(job.id),
          attempt: job.attemptsMade + 1,
        })
      },
      {
        connection,
        prefix: config.queuePrefix,
        concurrency: retired.has(queueName) ? 1 : config.worker.concurrency,
        lockDuration: config.worker.lockDurationMs,
        stalledInterval: config.worker.stalledIntervalMs,
        maxStalledCount: config.worker.maxStalledCount,
        settings: { backoffStrategy: cappedBackoff },
      },
    )
    worker.on('failed', (job, error) => {
      const outcome = logFailure(logger, job, error)
      if (outcome) metrics.jobEnded(queueName, outcome)
    })
    worker.on('completed', (job) => {
      metrics.jobEnded(queueName, 'completed')
      logger.info({ queue: queueName, jobId: job.id, job: job.name }, 'job done')
    })
    // Without a listener an 'error' (Redis gone) would be thrown and end the process.
    worker.on('error', (error) => connectionError(error, queueName))
    return worker
  })

  relay.start()
  const websiteProspects = startWebsiteProspects(db, config, logger)
  logger.info({ queues: queueNames }, 'worker started')

  let stopped: Promise<void> | undefined
  return {
    relay,
    websiteProspects,
    metrics,
    stop() {
      stopped ??= (async () => {
        await relay.stop()
        await websiteProspects.stop()
        // close() lets jobs in flight finish before the connections go. Without Redis it would
        // wait for Redis forever, so then it stops at once: a job cut short is re-run later,
        // and jobs are safe to run twice.
        const graceful = connection.status === 'ready'
        await Promise.all(workers.map((worker) => worker.close(!graceful)))
        await queues.close()
        await metrics.close()
        connection.disconnect()
        mailer.close()
        await db.destroy()
        logger.info('worker stopped')
      })()
      return stopped
    },
  }
}
