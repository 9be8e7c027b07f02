import { describe, expect, it } from 'vitest'
import { loadConfig } from '../core/config.ts'
import { createLogger } from '../core/logger.ts'
import { createTestDatabase } from '../core/testing/test-db.ts'
import { contactEventParts } from '../modules/contact/index.ts'
import { modules } from '../modules/index.ts'
import { buildApp } from './app.ts'

// The module list is checked before the API serves anything (routes and jobs: see
// identity-access.test.ts and worker/jobs/registry.test.ts).
describe('starting the API with the module list', () => {
  it('fails with a clear message when two modules declare the same event name', async () => {
    const database = await createTestDatabase()
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url })
      const copy = { name: 'salinan', events: contactEventParts.events, projections: [] }
      const start = buildApp({
        config,
        db: database.db,
        logger: createLogger('silent', 'test'),
        resolveActor: async () => null,
        readiness: {},
        modules: [...modules, copy],
      })
      await expect(start).rejects.toThrow(
        'event name ContactRequestSubmitted is declared twice (modules contact and salinan): event names must be unique',
      )
    } finally {
      await database.drop()
    }
  })
})
