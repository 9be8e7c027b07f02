import type { Config } from '@ttsg/services/core/config.ts'
import type { StoredEvent } from '@ttsg/services/core/event-store/types.ts'
import type { JobsOptions } from 'bullmq'
import type { QueueName } from './jobs/types.ts'
import { reactions } from './reactions/index.ts'

// What the relay needs of a reaction: which events become which jobs.
export type Subscription = {
  eventType: string
  queue: QueueName
  jobName: string
  jobId(event: StoredEvent): string
  payload(event: StoredEvent): object
  options(config: Config): JobsOptions
}

export const subscriptions: Subscription[] = reactions.map((reaction) => ({
  eventType: reaction.event.type,
  queue: reaction.queue,
  jobName: reaction.name,
  jobId: reaction.jobId,
  payload: reaction.payload,
  options: reaction.options,
}))
