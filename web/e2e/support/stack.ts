import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApp } from '../../../services/api/app.ts'
import { resolveActorFromToken } from '../../../services/api/authentication.ts'
import { type Config, loadConfig } from '../../../services/core/config.ts'
import { createLogger } from '../../../services/core/logger.ts'
import { type SmtpPeer, startSmtpPeer } from '../../../services/core/testing/smtp-peer.ts'
import { createTestDatabase, type TestDatabase } from '../../../services/core/testing/test-db.ts'
import { startWorker } from '../../../worker/main.ts'
import { removeQueueKeys, uniquePrefix } from '../../../worker/testing/worker-env.ts'
import { DEMO_TEMPLATE_ENV, DEMO_UPLOADS_ENV } from './demo-template.ts'

// Polls until a probe answers (a mail the worker sent, ...), as the worker's own tests do.
export { waitFor as waitUntil } from '../../../worker/testing/worker-env.ts'

export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist')
export const CONTACT_EMAIL_TO = 'kantor@ttsg-pestcontrol.test'

// The run's demo database (demo-template.ts) and a copy of its files for this stack alone.
function demoCopy(): { template: string; uploads: string } {
  const template = process.env[DEMO_TEMPLATE_ENV]
  const source = process.env[DEMO_UPLOADS_ENV]
  if (!template || !source)
    throw new Error('no demo template: run the browser tests through vitest (npm test)')
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'ttsg-e2e-uploads-'))
  cpSync(source, uploads, { recursive: true })
  return { template, uploads }
}

export type Stack = {
  baseUrl: string
  config: Config
  database: TestDatabase
  smtp: SmtpPeer
  app: FastifyInstance
  close(): Promise<void>
}

// The whole product in this process, as `npm start` runs it: the API serving the built SPA on a
// free port over a fresh database, and a real SMTP server. With `worker`, also the worker (relay +
// mail jobs) on a queue prefix of its own, sending to that SMTP server: only the files that check
// what the worker does start it (the screens never wait for it).
export async function startStack(
  env: Record<string, string> = {},
  options: { worker?: boolean; demo?: boolean } = {},
): Promise<Stack> {
  const smtp = await startSmtpPeer()
  const demo = options.demo ? demoCopy() : undefined
  const database = await createTestDatabase(demo?.template)
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: uniquePrefix(),
    SMTP_URL: smtp.url,
    CONTACT_EMAIL_TO,
    MAIL_FROM: 'TTSG Pest Control <no-reply@ttsg-pestcontrol.test>',
    WEB_DIST_DIR,
    RELAY_POLL_MS: '100',
    MAIL_RETRY_BACKOFF_MS: '200',
    // Both viewports submit from 127.0.0.1; the limit itself is tested with its own stack.
    CONTACT_RATE_LIMIT_MAX: '50',
    ...(demo ? { UPLOAD_DIR: demo.uploads } : {}),
    ...env,
  })
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'e2e')
  const app = await buildApp({
    config,
    db: database.db,
    logger,
    serveWeb: true,
    resolveActor: resolveActorFromToken(config, database.db),
    readiness: {
      postgres: async () => {
        await sql`select 1`.execute(database.db)
        return true
      },
    },
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  const worker = options.worker ? await startWorker(config, logger) : undefined

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    database,
    smtp,
    app,
    async close() {
      await worker?.stop()
      await app.close()
      await smtp.close()
      if (worker) await removeQueueKeys(config.redisUrl, config.queuePrefix)
      await database.drop()
      if (demo) rmSync(demo.uploads, { recursive: true, force: true })
    },
  }
}
