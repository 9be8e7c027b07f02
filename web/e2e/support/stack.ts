import type { AddressInfo } from 'node:net'
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

// Polls until a probe answers (a mail the worker sent, ...), as the worker's own tests do.
export { waitFor as waitUntil } from '../../../worker/testing/worker-env.ts'

export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist')
export const CONTACT_EMAIL_TO = 'kantor@ttsg-pestcontrol.test'

export type Stack = {
  baseUrl: string
  config: Config
  database: TestDatabase
  smtp: SmtpPeer
  app: FastifyInstance
  close(): Promise<void>
}

// The whole product in this process, as `npm start` runs it: the API serving the built SPA on a
// free port over a fresh database, the worker (relay + mail jobs) on a queue prefix of its own,
// and a real SMTP server that collects what the worker sends.
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const smtp = await startSmtpPeer()
  const database = await createTestDatabase()
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
  const worker = await startWorker(config, logger)

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    database,
    smtp,
    app,
    async close() {
      await worker.stop()
      await app.close()
      await smtp.close()
      await removeQueueKeys(config.redisUrl, config.queuePrefix)
      await database.drop()
    },
  }
}
