import type { Config } from '@ttsg/services/core/config.ts'
import type { Db } from '@ttsg/services/core/database.ts'
import type { Logger } from '@ttsg/services/core/logger.ts'
import type { Mailer } from '@ttsg/services/core/mail.ts'

// Every queue the worker consumes.
export const QUEUE_NAMES = ['mail'] as const
export type QueueName = (typeof QUEUE_NAMES)[number]

export type JobContext = {
  db: Db
  mailer: Mailer
  config: Config
  logger: Logger
  jobId: string
  attempt: number
}

// A job's payload is checked by its reaction's own types; here it is whatever the relay stored.
export type JobHandler = (payload: never, context: JobContext) => Promise<void>
export type JobHandlers = Record<string, JobHandler>
