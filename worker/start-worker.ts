import type { Config } from '@ttsg/services/core/config.ts'
import { createDb } from '@ttsg/services/core/database.ts'
import type { Logger } from '@ttsg/services/core/logger.ts'
import { createMailer } from '@ttsg/services/core/mail.ts'
import { moduleKit } from '@ttsg/services/modules/index.ts'
import { type Job, UnrecoverableError, Worker } from 'bullmq'
import { createRedisClient } from './enqueuer.ts'
import { assertHandlers, jobHandlers } from './jobs/registry.ts'
import type { JobHandlers } from './jobs/types.ts'
import { createRelay, type Relay } from './relay.ts'
import { subscriptions as allSubscriptions, type Subscription } from './subscriptions.ts'

export type RunningWorker = { relay: Relay; stop(): Promise<void> }

export type WorkerOverrides = {
  subscriptions?: Subscription[]
  handlers?: JobHandlers
}

function logFailure(logger: Logger, job: Job | undefined, error: Error): void {
  if (!job) return
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

  // Each running job may hold a connection through its SMTP conversation; the relay needs its own.
  const { db } = createDb(config.databaseUrl, logger, config.worker.concurrency + 2)
  const mailer = createMailer(config.smtpUrl)
  const queueNames = [...new Set(subscriptions.map((subscription) => subscription.queue))]

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
          logger: logger.child({ queue: queueName, jobId: job.id }),
          jobId: String(job.id),
          attempt: job.attemptsMade + 1,
        })
      },
      {
        connection,
        prefix: config.queuePrefix,
        concurrency: config.worker.concurrency,
        lockDuration: config.worker.lockDurationMs,
        stalledInterval: config.worker.stalledIntervalMs,
        maxStalledCount: config.worker.maxStalledCount,
      },
    )
    worker.on('failed', (job, error) => logFailure(logger, job, error))
    worker.on('completed', (job) =>
      logger.info({ queue: queueName, jobId: job.id, job: job.name }, 'job done'),
    )
    // Without a listener an 'error' (Redis gone) would be thrown and end the process.
    worker.on('error', (error) => connectionError(error, queueName))
    return worker
  })

  const relay = createRelay({ db, config, subscriptions, logger })
  relay.start()
  logger.info({ queues: queueNames }, 'worker started')

  let stopped: Promise<void> | undefined
  return {
    relay,
    stop() {
      stopped ??= (async () => {
        await relay.stop()
        // close() lets jobs in flight finish before the connections go. Without Redis it would
        // wait for Redis forever, so then it stops at once: a job cut short is re-run later,
        // and jobs are safe to run twice.
        const graceful = connection.status === 'ready'
        await Promise.all(workers.map((worker) => worker.close(!graceful)))
        connection.disconnect()
        mailer.close()
        await db.destroy()
        logger.info('worker stopped')
      })()
      return stopped
    },
  }
}
