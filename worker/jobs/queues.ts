import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import type { JobQueues, QueueName } from './types.ts'

// The queues a job adds to, on the worker's own Redis connection, opened on first use.
export type OpenJobQueues = JobQueues & { queue(name: QueueName): Queue; close(): Promise<void> }

export function createJobQueues(connection: Redis, prefix: string): OpenJobQueues {
  const open = new Map<QueueName, Queue>()
  const queue = (name: QueueName) => {
    let found = open.get(name)
    if (!found) {
      found = new Queue(name, { connection, prefix })
      found.on('error', () => undefined)
      open.set(name, found)
    }
    return found
  }
  return {
    queue,
    async add(name, jobName, data, options) {
      await queue(name).add(jobName, data, options)
    },
    async state(name, jobId) {
      const job = await queue(name).getJob(jobId)
      if (!job) return undefined
      return { state: await job.getState(), failedReason: job.failedReason }
    },
    async retry(name, jobId) {
      const job = await queue(name).getJob(jobId)
      if (job && (await job.getState()) === 'failed') await job.retry('failed')
    },
    async close() {
      await Promise.allSettled([...open.values()].map((opened) => opened.close()))
    },
  }
}
