import type { Config } from '../../services/core/config.ts'
import type { Db } from '../../services/core/database.ts'
import type { Logger } from '../../services/core/logger.ts'
import type { Mailer } from '../../services/core/mail.ts'

// Every queue the worker consumes.
export const QUEUE_NAMES = ['mail'] as const
export type QueueName = (typeof QUEUE_NAMES)[number]

// Job name -> payload. Payloads carry ids only: a handler re-reads the current state, so a
// retried or replayed job never acts on stale or personal data copied into Redis.
export type JobPayloads = {
  'contact-notification': { contactRequestId: string; eventPosition: number }
}
export type JobName = keyof JobPayloads

export type JobContext = {
  db: Db
  mailer: Mailer
  config: Config
  logger: Logger
  jobId: string
  attempt: number
}

export type JobHandler<Name extends JobName> = (
  payload: JobPayloads[Name],
  context: JobContext,
) => Promise<void>

export type JobHandlers = { [Name in JobName]: JobHandler<Name> }
