import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { seedScale } from '../scripts/seed-scale.ts'
import { createDb, createPool, ensureDatabase } from '../services/core/database.ts'
import { createLocalFileStore } from '../services/core/file-store.ts'
import { createLogger } from '../services/core/logger.ts'
import { migrateToLatest } from '../services/core/migrate.ts'
import { seedDemo } from '../services/modules/demo-seed.ts'
import { BASELINE_TABLE } from './figures.ts'

type Options = {
  server: string
  databaseName: string
  databaseUrl: string
  customers: number
  cleanups: (() => Promise<unknown>)[]
  say: (line: string) => void
  elapsed: () => string
}

// The bench's own database (dropped at the end): migrated, the demo and seed:scale's volumes, the
// baseline table, and a checkpoint before anything is measured.
export async function prepareDatabase(options: Options) {
  const { server, databaseName, databaseUrl, cleanups, say, elapsed } = options
  await ensureDatabase(databaseUrl)
  cleanups.push(async () => {
    const admin = new pg.Client({ connectionString: `${server}/postgres` })
    await admin.connect()
    await admin.query(`drop database if exists "${databaseName}" with (force)`)
    await admin.end()
  })
  const { db } = createDb(databaseUrl, createLogger('warn', 'bench'), 2)
  await migrateToLatest(db)
  const demoFiles = mkdtempSync(path.join(tmpdir(), 'ttsg-bench-uploads-'))
  cleanups.push(async () => rmSync(demoFiles, { recursive: true, force: true }))
  await seedDemo(db, createLogger('warn', 'bench'), createLocalFileStore(demoFiles))
  await db.destroy()
  say(`seed:scale ${options.customers} pelanggan`)
  await seedScale(databaseUrl, options.customers, say, createLocalFileStore(demoFiles))
  say(`[seed:scale selesai; total ${elapsed()}]`)

  // The product's pool: an idle client that PostgreSQL drops (the database is dropped with force
  // at the end) is logged, not fatal.
  const pool = createPool(databaseUrl, createLogger('error', 'bench'), 12)
  cleanups.push(() => pool.end())
  await pool.query(
    `create table ${BASELINE_TABLE} (id integer primary key, n bigint not null, updated_at timestamptz)`,
  )
  await pool.query(`insert into ${BASELINE_TABLE} select g, 0, now() from generate_series(1, 100) g`)
  // The seed leaves hundreds of megabytes of dirty pages that a spread checkpoint would otherwise
  // write out during the first figures (checkpoint_completion_target: minutes of disk and CPU on a
  // two-core machine); written here, before anything is measured. Needs a superuser or
  // pg_checkpoint; without either the run says so and goes on.
  const checkpointed = performance.now()
  await pool.query('checkpoint').then(
    () => say(`checkpoint after the seed: ${((performance.now() - checkpointed) / 1000).toFixed(1)} s`),
    (error: Error) =>
      say(`checkpoint after the seed not taken (${error.message}): the first figures may pay for it`),
  )

  return { pool, demoFiles }
}
