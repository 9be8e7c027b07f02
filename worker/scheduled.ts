import type { ScheduledJob } from './jobs/types.ts'
import { worker } from './modules.ts'

export type { ScheduledJob }

// The recurring jobs, from the worker modules (worker/modules.ts): each has a BullMQ job scheduler
// (upserted at every worker start, so the schedule in Redis follows this list) and an operator name
// for `npm run jobs:run -- <name>`.
export const scheduledJobs: ScheduledJob[] = worker.scheduledJobs

export const findScheduledJob = (command: string) => scheduledJobs.find((job) => job.command === command)
