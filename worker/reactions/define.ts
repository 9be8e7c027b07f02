import type { Config } from '@ttsg/services/core/config.ts'
import type { Db } from '@ttsg/services/core/database.ts'
import type { EventDefinition, EventOf } from '@ttsg/services/core/event-sourcing/events.ts'
import type { StoredEvent } from '@ttsg/services/core/event-store/types.ts'
import type { JobsOptions } from 'bullmq'
import type { JobContext, QueueName } from '../jobs/types.ts'

// A reaction to one event type: the relay turns each such event into a job on `queue`, and the
// worker runs `handle` with the payload. Payloads carry ids only: `handle` re-reads the current
// state, so a retried or replayed job never acts on stale or personal data copied into Redis. Jobs
// must be safe to run twice (see mail/send-once.ts).
export type Reaction<Payload extends object = object> = {
  // The job name; unique among reactions.
  name: string
  event: EventDefinition
  queue: QueueName
  // From the event, so the same event handed over twice collapses into one job.
  jobId(event: StoredEvent): string
  payload(event: StoredEvent): Payload
  options(config: Config): JobsOptions
  handle(payload: Payload, context: JobContext): Promise<void>
  // Whether the relay hands these events over at all just now (asked per event, before the job is
  // added): a reaction that has nothing to do yet is not a job per event of the whole history.
  wanted?(db: Db): Promise<boolean>
}

export function defineReaction<D extends EventDefinition, Payload extends object>(reaction: {
  name: string
  event: D
  queue: QueueName
  jobId(event: StoredEvent<EventOf<D>['data']>): string
  payload(event: StoredEvent<EventOf<D>['data']>): Payload
  options(config: Config): JobsOptions
  handle(payload: Payload, context: JobContext): Promise<void>
  wanted?(db: Db): Promise<boolean>
}): Reaction<Payload> {
  return reaction as unknown as Reaction<Payload>
}

const DAY_SECONDS = 24 * 60 * 60

// Finished jobs are kept a while so a late duplicate add still collapses into them and
// operators can see failures (npm run jobs:status).
export const retention: JobsOptions = {
  removeOnComplete: { age: 7 * DAY_SECONDS, count: 10_000 },
  removeOnFail: { age: 30 * DAY_SECONDS, count: 10_000 },
}

export const mailRetry = (config: Config): JobsOptions => ({
  ...retention,
  attempts: config.mailRetry.attempts,
  backoff: { type: 'exponential', delay: config.mailRetry.backoffMs },
})
