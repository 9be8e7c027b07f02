import { loadConfig } from '../core/config.ts'
import { createDb, databaseAnswers, ensureDatabase } from '../core/database.ts'
import { createLogger } from '../core/logger.ts'
import { migrateToLatest, migrationsApplied } from '../core/migrate.ts'
import { createProbeRedis } from '../core/redis.ts'
import { seedDemoIfEmpty } from '../modules/demo-seed.ts'
import { buildApp } from './app.ts'
import { resolveActorFromToken } from './authentication.ts'

// The API process: migrate, seed the demo outside production, serve, and stop cleanly on SIGTERM.
const config = loadConfig()
const logger = createLogger(config.logLevel, 'api')

await ensureDatabase(config.databaseUrl)
const { db } = createDb(config.databaseUrl, logger)
await migrateToLatest(db)
if (config.nodeEnv !== 'production') await seedDemoIfEmpty(db, logger)

const redis = createProbeRedis(config.redisUrl)
redis.on('error', (error) => logger.debug({ err: error }, 'redis probe connection error'))

const app = await buildApp({
  config,
  db,
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

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  logger.info({ signal }, 'stopping: no new requests, finishing those in flight')
  // app.close() stops accepting connections and waits for in-flight requests to finish.
  const forced = setTimeout(() => {
    logger.error('shutdown took too long; exiting')
    process.exit(1)
  }, 15_000)
  forced.unref()
  try {
    await app.close()
    await db.destroy()
    redis.disconnect()
  } finally {
    clearTimeout(forced)
  }
  logger.info('stopped')
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

await app.listen({ port: config.port, host: config.host })
logger.info({ url: config.publicUrl }, `TTSG Pest Control berjalan di ${config.publicUrl}`)
