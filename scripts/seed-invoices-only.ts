// Adds the invoices step to a seed:scale database made before the invoices existed:
// `node scripts/seed-invoices-only.ts postgres://.../database` (migrates first).
import { readdirSync } from 'node:fs'
import { sql } from 'kysely'
import { createDb } from '../services/core/database.ts'
import { createLogger } from '../services/core/logger.ts'
import { migrateToLatest } from '../services/core/migrate.ts'
import { seededRandom } from '../services/core/scale-data.ts'
import { seedInvoicesAtScale } from '../services/modules/invoices/scale-seed.ts'

const { db } = createDb(process.argv[2]!, createLogger('warn', 'seed'), 4)
// Earlier-named migrations this database missed (it was made on another branch) run first by hand.
const done = new Set(
  (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((r) => r.name),
)
for (const file of readdirSync('migrations').sort()) {
  const name = file.replace(/\.ts$/, '')
  if (done.has(name)) continue
  if (name > [...done].sort().at(-1)!) continue
  const migration = (await import(`../migrations/${file}`)) as { up: (db: unknown) => Promise<void> }
  await migration.up(db)
  await sql`insert into kysely_migration (name, timestamp) values (${name}, now())`.execute(db)
  console.log(`ran ${name}`)
}
await migrateToLatest(db)
const started = performance.now()
const rows = await seedInvoicesAtScale(db, seededRandom(100_000), new Date())
console.log(`tagihan: ${rows} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
await db.destroy()
