import type { FastifyInstance } from 'fastify'
import { type Config, loadConfig } from '../../core/config.ts'
import { databaseAnswers } from '../../core/database.ts'
import { createLogger, type Logger } from '../../core/logger.ts'
import { createTestDatabase, type TestDatabase } from '../../core/testing/test-db.ts'
import { buildApp } from '../app.ts'
import { resolveActorFromToken } from '../authentication.ts'

export type TestApp = { app: FastifyInstance; database: TestDatabase; config: Config; close(): Promise<void> }

// Builds the real API on a fresh database of its own; tests call it with app.inject. A test that
// checks what the API logs passes its own logger.
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { logger?: Logger; serveWeb?: boolean } = {},
): Promise<TestApp> {
  const database = await createTestDatabase()
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, ...env })
  const app = await buildApp({
    config,
    db: database.db,
    logger: options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'api-test'),
    resolveActor: resolveActorFromToken(config, database.db),
    serveWeb: options.serveWeb ?? false,
    readiness: { postgres: () => databaseAnswers(database.db) },
  })
  await app.ready()
  return {
    app,
    database,
    config,
    async close() {
      await app.close()
      await database.drop()
    },
  }
}
