import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { type Config, loadConfig } from '../core/config.ts'
import { createDb, type Db, databaseAnswers, ensureDatabase } from '../core/database.ts'
import { checkFileStore, createFileStore } from '../core/file-stores.ts'
import { createLogger, type Logger } from '../core/logger.ts'
import { migrateToLatest, migrationsApplied } from '../core/migrate.ts'
import { createProbeRedis } from '../core/redis.ts'
import { seedDemoIfEmpty } from '../modules/demo-seed.ts'
import { buildApp } from './app.ts'
import { resolveActorFromToken } from './authentication.ts'

export type AssembledApi = { app: FastifyInstance; config: Config; logger: Logger; db: Db; redis: Redis }

// The API process's start, up to listening: configuration, the database migrated (and the demo
// seeded outside production), the Redis probe and the app. services/api/main.ts listens on it;
// scripts/bare-in-product.ts measures the bare route inside such a process.
export async function assembleApi(): Promise<AssembledApi> {
  const config = loadConfig()
  const logger = createLogger(config.logLevel, 'api')

  // A bucket that is missing or refuses the credentials stops the start here (FILE_STORE=s3).
  await checkFileStore(config)
  await ensureDatabase(config.databaseUrl)
  const { db, pool } = createDb(config.databaseUrl, logger)
  await migrateToLatest(db)
  if (config.nodeEnv !== 'production') await seedDemoIfEmpty(db, logger, createFileStore(config))

  const redis = createProbeRedis(config.redisUrl)
  redis.on('error', (error) => logger.debug({ err: error }, 'redis probe connection error'))

  const app = await buildApp({
    config,
    db,
    pool,
    logger,
    serveWeb: true,
    resolveActor: resolveActorFromToken(config, db),
    readiness: {
      postgres: () => databaseAnswers(db),
      migrations: () => migrationsApplied(db),
      redis: async () => {
        if (redis.status === 'wait' || redis.status === 'end') await redis.connect().catch(() => undefined)
        return (await redis.ping()) === 'PONG'
      },
    },
  })
  return { app, config, logger, db, redis }
}
