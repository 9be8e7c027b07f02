import type { Logger } from '@ttsg/services/core/logger.ts'
import { bullConnection } from '@ttsg/services/core/redis.ts'
import { type JobsOptions, Queue } from 'bullmq'
import { Redis } from 'ioredis'

export type Enqueuer = {
  // True once the job is in Redis (or was already there under the same id); false when Redis
  // did not take it in time, in which case the caller keeps the event and tries again later.
  add(queueName: string, jobName: string, data: object, options: JobsOptions): Promise<boolean>
  close(): Promise<void>
}

export function createRedisClient(redisUrl: string): Redis {
  const { url, ...options } = bullConnection(redisUrl)
  return new Redis(url, options)
}

async function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

// queue.add() waits without limit while Redis is away (the offline queue), so every add is
// skipped unless the connection is ready, and abandoned after a timeout. An add abandoned that
// way may still land later: the job id the caller gives makes that harmless.
export function createEnqueuer(options: {
  redisUrl: string
  prefix: string
  logger: Logger
  timeoutMs?: number
}): Enqueuer {
  const { logger } = options
  const timeoutMs = options.timeoutMs ?? 3000
  const connection = createRedisClient(options.redisUrl)
  let wasReady = false
  let closing = false
  connection.on('ready', () => {
    wasReady = true
    logger.info('relay connected to Redis')
  })
  connection.on('close', () => {
    if (wasReady && !closing) logger.warn('relay lost Redis; events wait in PostgreSQL until it is back')
    wasReady = false
  })
  connection.on('error', (error) => logger.debug({ err: error }, 'relay Redis connection error'))

  const queues = new Map<string, Queue>()
  function queueFor(name: string): Queue {
    let queue = queues.get(name)
    if (!queue) {
      queue = new Queue(name, { connection, prefix: options.prefix })
      queue.on('error', (error) => logger.debug({ err: error, queue: name }, 'relay queue error'))
      queues.set(name, queue)
    }
    return queue
  }

  return {
    async add(queueName, jobName, data, jobOptions) {
      if (connection.status !== 'ready') return false
      try {
        const added = queueFor(queueName)
          .add(jobName, data, jobOptions)
          .then(() => true)
        return await within(added, timeoutMs, false)
      } catch (error) {
        logger.warn({ err: error, queue: queueName, jobId: jobOptions.jobId }, 'enqueue failed; will retry')
        return false
      }
    },

    async close() {
      closing = true
      await within(Promise.allSettled([...queues.values()].map((queue) => queue.close())), timeoutMs, [])
      connection.disconnect()
    },
  }
}
