import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
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

// A free port on 127.0.0.1, known before the API listens: production links (PUBLIC_URL) must name it.
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

// What production requires beyond the test defaults (config.ts refuses to start without them):
// a secret of its own, the public address on the port it will listen on, an upload folder.
async function productionEnv(): Promise<{ port: number; uploads: string; env: Record<string, string> }> {
  const port = await freePort()
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'ttsg-e2e-production-uploads-'))
  return {
    port,
    uploads,
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      TWO_STEP_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      UPLOAD_DIR: uploads,
    },
  }
}

// Polls until a probe answers (a mail the worker sent, ...), as the worker's own tests do.
export { waitFor as waitUntil } from '../../../worker/testing/worker-env.ts'

export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist')
export const CONTACT_EMAIL_TO = 'kantor@ttsg-pestcontrol.test'

// The run's demo database (demo-template.ts) and a copy of its files for this stack alone.
export function demoSource(): { template: string; uploads: string } {
  const template = process.env[DEMO_TEMPLATE_ENV]
  const uploads = process.env[DEMO_UPLOADS_ENV]
  if (!template || !uploads)
    throw new Error('no demo template: run the browser tests through vitest (npm test)')
  return { template, uploads }
}

function demoCopy(): { template: string; uploads: string } {
  const { template, uploads: source } = demoSource()
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'ttsg-e2e-uploads-'))
  cpSync(source, uploads, { recursive: true })
  return { template, uploads }
}

export type Stack = {
  baseUrl: string
  config: Config
  // The settings the stack was started with, for a script run beside it (create-admin).
  env: Record<string, string>
  database: TestDatabase
  smtp: SmtpPeer
  app: FastifyInstance
  close(): Promise<void>
}

// The whole product in this process, as `npm start` runs it: the API serving the built SPA on a
// free port over a fresh database, and a real SMTP server. With `worker`, also the worker (relay +
// mail jobs) on a queue prefix of its own, sending to that SMTP server: only the files that check
// what the worker does start it (the screens never wait for it). With `production`, it starts as a
// company's server does (NODE_ENV=production, never with the demo).
//
// `on`: a database and an upload folder the caller owns and resets (shared-stack.ts, a stack
// reused by the files of one browser worker); close() then leaves both in place.
export async function startStack(
  env: Record<string, string> = {},
  options: {
    worker?: boolean
    demo?: boolean
    production?: boolean
    on?: { database: TestDatabase; uploads: string }
  } = {},
): Promise<Stack> {
  if (options.production && options.demo) throw new Error('production never has the demo data')
  const smtp = await startSmtpPeer()
  const demo = options.demo && !options.on ? demoCopy() : undefined
  const production = options.production ? await productionEnv() : undefined
  const database = options.on?.database ?? (await createTestDatabase(demo?.template))
  const settings: Record<string, string> = {
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
    ...(options.on ? { UPLOAD_DIR: options.on.uploads } : {}),
    ...production?.env,
    ...env,
  }
  const config = loadConfig(settings)
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
  await app.listen({ host: '127.0.0.1', port: production?.port ?? 0 })
  const { port } = app.server.address() as AddressInfo
  const worker = options.worker ? await startWorker(config, logger) : undefined

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    env: settings,
    database,
    smtp,
    app,
    async close() {
      await worker?.stop()
      await app.close()
      await smtp.close()
      if (worker) await removeQueueKeys(config.redisUrl, config.queuePrefix)
      if (!options.on) await database.drop()
      if (demo) rmSync(demo.uploads, { recursive: true, force: true })
      if (production) rmSync(production.uploads, { recursive: true, force: true })
    },
  }
}
