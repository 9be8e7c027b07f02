import { sql } from 'kysely'
import { loadConfig } from '../services/core/config.ts'
import { createDb, ensureDatabase } from '../services/core/database.ts'
import type { FileStore } from '../services/core/file-store.ts'
import { checkFileStore, createFileStore } from '../services/core/file-stores.ts'
import { withGinBulkLoad } from '../services/core/gin-bulk-load.ts'
import { createLogger } from '../services/core/logger.ts'
import { migrateToLatest } from '../services/core/migrate.ts'
import { seedAtScale } from '../services/modules/scale-seed.ts'

// `npm run seed:scale -- --customers N`: fills DATABASE_URL with benchmark volumes (see
// docs/benchmarks.md). Seeded events are made-up history, marked so in their metadata: the worker
// never emails a seeded contact request. Meant for benchmark databases.
export function parseCustomers(args: string[]): number {
  const at = args.indexOf('--customers')
  const raw = at === -1 ? '1000' : args[at + 1]
  const count = Number(raw)
  if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
    throw new Error('--customers harus bilangan bulat antara 1 dan 10000000')
  }
  return count
}

export async function seedScale(
  databaseUrl: string,
  customers: number,
  say: (line: string) => void,
  files?: FileStore,
) {
  await ensureDatabase(databaseUrl)
  const { db } = createDb(databaseUrl, createLogger('warn', 'seed-scale'), 4)
  try {
    await migrateToLatest(db)
    const started = performance.now()
    // Every trigram index of the search tables loads through its pending list (core/gin-bulk-load.ts).
    await withGinBulkLoad(db, null, () =>
      seedAtScale(db, { customers, files }, (step) =>
        say(`  ${step.name}: ${step.rows} baris dalam ${(step.ms / 1000).toFixed(1)} s`),
      ),
    )
    // No checkpoint is moved here. The seeded events are marked seeded (seed-writer.ts), so the
    // worker's relay reads past them without emailing a seeded contact request, and its checkpoint
    // never passes a real request that the website sent before or during the seed, worker running
    // or stopped (moving it to the newest event did: those were never emailed). The prospects
    // subscription's checkpoint is moved by its own step, under its lock, past requests it converted.
    // What a live database has after autovacuum: visibility map and statistics (index-only counts,
    // the planner's row estimates). Measured before this, the lists paid for a never-vacuumed table.
    await sql`vacuum analyze`.execute(db)
    say(`Selesai: ${customers} pelanggan dalam ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await db.destroy()
  }
}

if (import.meta.main) {
  try {
    const customers = parseCustomers(process.argv.slice(2))
    const config = loadConfig()
    await checkFileStore(config)
    console.log(`seed:scale ${customers} pelanggan ke ${new URL(config.databaseUrl).pathname.slice(1)}`)
    await seedScale(config.databaseUrl, customers, (line) => console.log(line), createFileStore(config))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
