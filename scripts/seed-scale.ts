import { sql } from 'kysely'
import { loadConfig } from '../services/core/config.ts'
import { createDb, ensureDatabase } from '../services/core/database.ts'
import { readHead } from '../services/core/event-store/committed-reader.ts'
import { createLocalFileStore, type FileStore } from '../services/core/file-store.ts'
import { withGinBulkLoad } from '../services/core/gin-bulk-load.ts'
import { createLogger } from '../services/core/logger.ts'
import { migrateToLatest } from '../services/core/migrate.ts'
import { seedAtScale } from '../services/modules/scale-seed.ts'
import { JOBS_RELAY } from '../worker/relay.ts'
import { saveCheckpoint } from '../worker/relay-checkpoint.ts'

// `npm run seed:scale -- --customers N`: fills DATABASE_URL with benchmark volumes (see
// docs/benchmarks.md). Seeded events are history: the worker's relay is moved past them so the
// worker never emails thousands of seeded contact requests. Meant for benchmark databases.
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
    const head = await readHead(db)
    if (head) {
      await saveCheckpoint(db, JOBS_RELAY, head)
      // Not the prospects subscription's checkpoint: its step moved it past the requests it
      // converted (seedWebsiteProspectsAtScale); moving it here too would skip the requests the
      // website sent after that step, which then never become prospects (issue 36).
    }
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
    const { databaseUrl, uploadDir } = loadConfig()
    console.log(`seed:scale ${customers} pelanggan ke ${new URL(databaseUrl).pathname.slice(1)}`)
    await seedScale(databaseUrl, customers, (line) => console.log(line), createLocalFileStore(uploadDir))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
