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

// What a run did, for the log and for `npm run jobs:run` (Indonesian: operators read it): the email
// jobs it queued, and the work it asked the worker for that the command waits on (`awaiting`).
export type RunReport = {
  lines: string[]
  queued: { queue: QueueName; jobId: string }[]
  awaiting?: AwaitedWork
}
export type AwaitedWork = {
  // What is waited for, after "Menunggu" ('3 laporan disusun worker').
  what: string
  // Where it stands: how much is still to come, a line that says so, and the details (failures).
  check(): Promise<{ remaining: number; summary: string; details: string[] }>
  // Said when the wait ends before the work: what becomes of the rest.
  unfinished: string
}

// A recurring job: a BullMQ job scheduler (upserted at every worker start, so the schedule in Redis
// follows the code) and an operator name for `npm run jobs:run -- <name>`.
export type ScheduledJob = {
  // The operator's name (domain-model.md, Operator commands) and the scheduler's id.
  command: string
  jobName: string
  queue: QueueName
  // Cron pattern, read in timeZone.
  pattern: string
  timeZone: string
  // Indonesian, for jobs:run and jobs:status.
  description: string
  // How long `npm run jobs:run` waits, by default, for the work the run queued.
  waitSeconds: number
  run(context: JobContext): Promise<RunReport>
}
