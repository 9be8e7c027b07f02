import { loadConfig } from '@ttsg/services/core/config.ts'
import { describe, expect, it } from 'vitest'
import { subscriptions } from '../subscriptions.ts'
import { startTestWorker } from '../testing/test-worker.ts'
import { assertHandlers, jobHandlers } from './registry.ts'

describe('job registry', () => {
  it('has a handler for every job the relay enqueues', () => {
    expect(() =>
      assertHandlers(
        subscriptions.map((subscription) => subscription.jobName),
        jobHandlers,
      ),
    ).not.toThrow()
  })

  it('refuses to start a worker when a subscribed job has no handler', async () => {
    const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:1' })
    await expect(startTestWorker(config, { handlers: {} })).rejects.toThrow(
      'no handler registered for job(s): contact-notification',
    )
  })
})
