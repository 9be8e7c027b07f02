import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLocalFileStore } from '../../../services/core/file-store.ts'
import { createLogger } from '../../../services/core/logger.ts'
import { createTestDatabase } from '../../../services/core/testing/test-db.ts'
import { seedDemo } from '../../../services/modules/demo-seed.ts'

// The demo data as `npm start` seeds it, made once for the browser run (a global setup of the e2e
// project, after the migrated template): a file that wants it clones this database and copies its
// uploads (stack.ts) instead of seeding its own, which costs a second of CPU per file.
export const DEMO_TEMPLATE_ENV = 'TTSG_E2E_DEMO_TEMPLATE'
export const DEMO_UPLOADS_ENV = 'TTSG_E2E_DEMO_UPLOADS'

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env[DEMO_TEMPLATE_ENV]) return async () => {}
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'ttsg-e2e-demo-'))
  // Named after the run's template, so the run's teardown drops it with the template's clones.
  const database = await createTestDatabase()
  await seedDemo(database.db, createLogger('silent', 'e2e'), createLocalFileStore(uploads))
  // A database is a template only while nobody is connected to it.
  await database.db.destroy()
  process.env[DEMO_TEMPLATE_ENV] = database.name
  process.env[DEMO_UPLOADS_ENV] = uploads
  return async () => {
    delete process.env[DEMO_TEMPLATE_ENV]
    delete process.env[DEMO_UPLOADS_ENV]
    rmSync(uploads, { recursive: true, force: true })
  }
}
