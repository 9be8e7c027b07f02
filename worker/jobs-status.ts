import { loadConfig } from '@ttsg/services/core/config.ts'
import { createDb } from '@ttsg/services/core/database.ts'
import { createLogger } from '@ttsg/services/core/logger.ts'
import { collectJobsStatus, formatJobsStatus } from './jobs-status-report.ts'
import { subscriptions } from './subscriptions.ts'

// `npm run jobs:status`: job counts per queue, every failed job with its reason, and the relay
// lag. Exits 1 only when Redis or PostgreSQL cannot be reached.
const config = loadConfig()
const logger = createLogger('silent', 'jobs-status')
const { db } = createDb(config.databaseUrl, logger, 1)
try {
  const status = await collectJobsStatus(config, db, subscriptions)
  process.stdout.write(`${formatJobsStatus(status)}\n`)
  process.exitCode = status.redisError || status.databaseError ? 1 : 0
} finally {
  await db.destroy()
}
