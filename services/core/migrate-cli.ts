import { loadConfig } from './config.ts'
import { createDb, ensureDatabase } from './database.ts'
import { createLogger } from './logger.ts'
import { migrateToLatest } from './migrate.ts'

// `npm run migrate`: creates the database when missing and applies every pending migration.
const config = loadConfig()
const logger = createLogger(config.logLevel, 'migrate')
const { db } = createDb(config.databaseUrl, logger, 1)
try {
  await ensureDatabase(config.databaseUrl)
  const result = await migrateToLatest(db)
  const applied = (result.results ?? []).filter((migration) => migration.status === 'Success')
  if (applied.length === 0) {
    process.stdout.write('Tidak ada migrasi baru; basis data sudah mutakhir.\n')
  } else {
    process.stdout.write(`${applied.length} migrasi diterapkan:\n`)
    for (const migration of applied) process.stdout.write(`  - ${migration.migrationName}\n`)
  }
} catch (error) {
  process.stderr.write(`Migrasi gagal: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
} finally {
  await db.destroy()
}
