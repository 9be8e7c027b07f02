import type { Config } from '@ttsg/services/core/config.ts'
import type { Db } from '@ttsg/services/core/database.ts'
import type { Logger } from '@ttsg/services/core/logger.ts'
import type { Mailer } from '@ttsg/services/core/mail.ts'
import type { QueueName } from '@ttsg/services/core/queues.ts'
import type { JobsOptions } from 'bullmq'

export { QUEUE_NAMES, type QueueName, RETIRED_QUEUE_NAMES } from '@ttsg/services/core/queues.ts'

// What a job may do with the queues: add a job (a repeat under the same id is harmless) and look
// one up (to retry a reminder that failed while SMTP was away).
export type JobQueues = {
  add(
    queue: QueueName,
    jobName: string,
    data: object,
    options: JobsOptions & { jobId: string },
  ): Promise<void>
  state(queue: QueueName, jobId: string): Promise<{ state: string; failedReason?: string } | undefined>
  retry(queue: QueueName, jobId: string): Promise<void>
}

export type JobContext = {
  db: Db
  mailer: Mailer
  config: Config
  logger: Logger
  queues: JobQueues
  // The clock of every date a job decides on (tests fix it).
  now(): Date
  jobId: string
  attempt: number
}

// A job's payload is checked by its reaction's own types; here it is whatever the relay stored.
export type JobHandler = (payload: never, context: JobContext) => Promise<void>
export type JobHandlers = Record<string, JobHandler>
