import type { JobQueues } from '../jobs/types.ts'

// For jobs under test that must not touch a queue: any use fails the test.
export const noQueues: JobQueues = {
  add: () => Promise.reject(new Error('this job should queue nothing')),
  state: () => Promise.reject(new Error('this job should read no queue')),
  retry: () => Promise.reject(new Error('this job should retry nothing')),
}
