import { randomUUID } from 'node:crypto'
import { type Config, loadConfig } from '@ttsg/services/core/config.ts'
import { createLogger } from '@ttsg/services/core/logger.ts'
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'

export const SHARED_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

export const testLogger = () => createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'worker-test')

// A BullMQ key prefix of its own, so parallel test files and runs never share a queue.
export const uniquePrefix = () => `ttsg-test-${process.pid}-${randomUUID().slice(0, 8)}`

// Settings for a worker under test: short polls, stalls and backoffs keep the tests quick.
export function workerEnv(values: {
  databaseUrl: string
  smtpUrl: string
  prefix: string
  redisUrl?: string
}) {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: values.databaseUrl,
    REDIS_URL: values.redisUrl ?? SHARED_REDIS_URL,
    QUEUE_PREFIX: values.prefix,
    SMTP_URL: values.smtpUrl,
    MAIL_FROM: 'TTSG Pest Control <no-reply@ttsg-pestcontrol.test>',
    CONTACT_EMAIL_TO: 'kantor@ttsg-pestcontrol.test',
    RELAY_POLL_MS: '100',
    MAIL_RETRY_ATTEMPTS: '4',
    MAIL_RETRY_BACKOFF_MS: '100',
    WORKER_LOCK_DURATION_MS: '1500',
    WORKER_STALLED_INTERVAL_MS: '500',
  }
}

export function workerConfig(
  values: Parameters<typeof workerEnv>[0],
  extra: Record<string, string> = {},
): Config {
  return loadConfig({ ...workerEnv(values), ...extra })
}

export function openQueue(config: Config, name = 'mail'): Queue {
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null })
  const queue = new Queue(name, { connection, prefix: config.queuePrefix })
  const close = queue.close.bind(queue)
  queue.close = async () => {
    await close()
    connection.disconnect()
  }
  return queue
}

// Removes every key a test created under its prefix.
export async function removeQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 })
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500)
      if (keys.length > 0) await redis.del(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    redis.disconnect()
  }
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// An SMTP address nothing listens at, for a worker whose test sends no mail.
export const NO_SMTP_URL = 'smtp://127.0.0.1:1'

// workerConfig with a queue prefix of its own, on the shared Redis.
export const testWorkerConfig = (
  databaseUrl: string,
  smtpUrl = NO_SMTP_URL,
  extra: Record<string, string> = {},
) => workerConfig({ databaseUrl, smtpUrl, prefix: uniquePrefix() }, extra)

// Removes every key a test's config created on the shared Redis.
export const removeTestQueueKeys = (config: Config) => removeQueueKeys(SHARED_REDIS_URL, config.queuePrefix)

// The settings of a worker with a queue prefix of its own, on the shared Redis: as a process's
// environment (env, for a spawned worker) and as its config (for one in-process, or its queues).
export function testWorkerSettings(
  databaseUrl: string,
  smtpUrl = NO_SMTP_URL,
  extra: Record<string, string> = {},
) {
  const values = { databaseUrl, smtpUrl, prefix: uniquePrefix() }
  return { env: { ...workerEnv(values), ...extra }, config: workerConfig(values, extra) }
}
