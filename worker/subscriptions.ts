import type { Config } from '@ttsg/services/core/config.ts'
import type { Db } from '@ttsg/services/core/database.ts'
import type { StoredEvent } from '@ttsg/services/core/event-store/types.ts'
import type { JobsOptions } from 'bullmq'
import type { QueueName } from './jobs/types.ts'
import type { Reaction } from './reactions/define.ts'
import { reactions } from './reactions/index.ts'

// What the relay needs of a reaction: which events become which jobs.
export type Subscription = {
  eventType: string
  queue: QueueName
  jobName: string
  jobId(event: StoredEvent): string
  payload(event: StoredEvent): object
  options(config: Config): JobsOptions
  wanted?(db: Db): Promise<boolean>
}

// The event store notifies the relay only for events marked `relayed` (docs/adr/0016); a reaction
// to any other event would wait for the relay's next poll, so the worker refuses to start with one.
export function assertRelayed(list: readonly Pick<Reaction, 'name' | 'event'>[]): void {
  for (const reaction of list) {
    if (!reaction.event.relayed) {
      throw new Error(
        `reaction ${reaction.name} reads ${reaction.event.type}, which is not declared with { relayed: true }`,
      )
    }
  }
}

// What the relay subscribes to for a list of reactions (the worker's: `subscriptions` below).
export const subscriptionsOf = (list: readonly Reaction[]): Subscription[] =>
  list.map((reaction) => ({
    eventType: reaction.event.type,
    queue: reaction.queue,
    jobName: reaction.name,
    jobId: reaction.jobId,
    payload: reaction.payload,
    options: reaction.options,
    ...(reaction.wanted ? { wanted: reaction.wanted } : {}),
  }))

assertRelayed(reactions)

export const subscriptions: Subscription[] = subscriptionsOf(reactions)
