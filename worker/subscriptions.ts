import type { JobsOptions } from 'bullmq'
import type { Config } from '../services/core/config.ts'
import type { StoredEvent } from '../services/core/event-store/types.ts'
import { ContactRequestSubmitted } from '../services/modules/contact/index.ts'
import type { JobName, JobPayloads, QueueName } from './jobs/types.ts'

// Which events become which jobs. The job id comes from the event, so handing the same event
// over twice (a relay restarted before its checkpoint was written) collapses into one job.
export type Subscription = {
  [Name in JobName]: {
    eventType: string
    queue: QueueName
    jobName: Name
    jobId(event: StoredEvent): string
    payload(event: StoredEvent): JobPayloads[Name]
    options(config: Config): JobsOptions
  }
}[JobName]

const DAY_SECONDS = 24 * 60 * 60

// Finished jobs are kept a while so a late duplicate add still collapses into them and
// operators can see failures (npm run jobs:status).
const retention: JobsOptions = {
  removeOnComplete: { age: 7 * DAY_SECONDS, count: 10_000 },
  removeOnFail: { age: 30 * DAY_SECONDS, count: 10_000 },
}

const mailRetry = (config: Config): JobsOptions => ({
  ...retention,
  attempts: config.mailRetry.attempts,
  backoff: { type: 'exponential', delay: config.mailRetry.backoffMs },
})

export const subscriptions: Subscription[] = [
  {
    eventType: ContactRequestSubmitted,
    queue: 'mail',
    jobName: 'contact-notification',
    jobId: (event) => `contact-${event.position}`,
    payload: (event) => ({ contactRequestId: event.streamId, eventPosition: event.position }),
    options: mailRetry,
  },
]
