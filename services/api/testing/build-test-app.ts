import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type Config, loadConfig } from '../../core/config.ts'
import { databaseAnswers } from '../../core/database.ts'
import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import type { FileStore } from '../../core/file-store.ts'
import { createFileStore } from '../../core/file-stores.ts'
import { createLogger, type Logger } from '../../core/logger.ts'
import { createTestDatabase, type TestDatabase } from '../../core/testing/test-db.ts'
import { testStoreEnv } from '../../core/testing/test-file-store.ts'
import { buildApp } from '../app.ts'
import { resolveActorFromToken } from '../authentication.ts'

export type TestApp = {
  app: FastifyInstance
  database: TestDatabase
  config: Config
  // The store the app keeps its files in (a folder, or a bucket under the files-s3 project).
  files: FileStore
  close(): Promise<void>
}

type SharedDatabase = Pick<TestDatabase, 'name' | 'url' | 'db'>

// Builds the real API on a fresh database of its own, or on one another test owns (`shared`: a
// second API instance on the same data); tests call it with app.inject. A test that checks what
// the API logs passes its own logger.
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    logger?: Logger
    serveWeb?: boolean
    shared?: SharedDatabase
    // The modules to host, when a test composes its own list.
    modules?: ModuleDefinition[]
  } = {},
): Promise<TestApp> {
  const { shared } = options
  const database: TestDatabase = shared
    ? { ...shared, pool: undefined as never, drop: async () => undefined }
    : await createTestDatabase()
  // Uploads go to a folder of the test's own unless it names one, never into the checkout.
  const uploads = env.UPLOAD_DIR === undefined ? mkdtempSync(path.join(tmpdir(), 'ttsg-uploads-')) : undefined
  // Under the files-s3 project, a bucket of its own instead (unless the test names a store).
  const bucket = env.FILE_STORE === undefined ? await testStoreEnv() : undefined
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    ...(uploads ? { UPLOAD_DIR: uploads } : {}),
    ...bucket?.env,
    ...env,
  })
  const files = createFileStore(config)
  const app = await buildApp({
    config,
    db: database.db,
    logger: options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'api-test'),
    resolveActor: resolveActorFromToken(config, database.db),
    serveWeb: options.serveWeb ?? false,
    readiness: { postgres: () => databaseAnswers(database.db) },
    files,
    ...(shared ? {} : { pool: database.pool }),
    ...(options.modules ? { modules: options.modules } : {}),
  })
  await app.ready()
  return {
    app,
    database,
    config,
    files,
    async close() {
      await app.close()
      await database.drop()
      await bucket?.remove()
      if (uploads) rmSync(uploads, { recursive: true, force: true })
    },
  }
}
