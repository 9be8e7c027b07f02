import type { Config } from '@ttsg/services/core/config.ts'
import type { BackoffStrategy, JobsOptions } from 'bullmq'
import { retention } from '../reactions/define.ts'

// Reminders must outlive an SMTP outage of an hour or more (issue 26): an exponential backoff would
// either give up within minutes or wait days between tries, so the delay doubles from the
// configured first delay up to 15 minutes and stays there. 16 attempts span about 2.5 hours with
// the production settings; a reminder still failed after that is retried by the next daily run.
export const CAPPED_BACKOFF = 'capped-exponential'
const CAP_MS = 15 * 60_000
export const REMINDER_ATTEMPTS = 16

export const cappedBackoff: BackoffStrategy = (attemptsMade, type, _error, job) => {
  if (type !== CAPPED_BACKOFF) throw new Error(`Strategi backoff tidak dikenal: ${type}`)
  const options = job?.opts.backoff
  const first = typeof options === 'object' && options.delay ? options.delay : 1000
  return Math.min(first * 2 ** Math.max(0, attemptsMade - 1), CAP_MS)
}

export const reminderRetry = (config: Config): JobsOptions => ({
  ...retention,
  attempts: REMINDER_ATTEMPTS,
  backoff: { type: CAPPED_BACKOFF, delay: config.mailRetry.backoffMs },
})
