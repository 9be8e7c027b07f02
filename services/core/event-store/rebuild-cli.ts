import { projections } from '../../modules/index.ts'
import { loadConfig } from '../config.ts'
import { createDb } from '../database.ts'
import { createLogger } from '../logger.ts'
import { rebuildProjections } from './rebuild.ts'

// `npm run projections:rebuild`: empties every projection's tables and replays the events.
const config = loadConfig()
const logger = createLogger(config.logLevel, 'projections-rebuild')
const { db } = createDb(config.databaseUrl, logger, 1)
try {
  const replayed = await rebuildProjections(db, projections)
  const names = projections.map((projection) => projection.name).join(', ')
  process.stdout.write(`Proyeksi dibangun ulang (${names}): ${replayed} event diputar ulang.\n`)
} catch (error) {
  process.stderr.write(`Pembangunan ulang gagal: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
} finally {
  await db.destroy()
}
