import { sql } from 'kysely'
import type { Db } from '../core/database.ts'
import type { FileStore } from '../core/file-store.ts'
import type { Logger } from '../core/logger.ts'
import { countAccounts } from './identity/index.ts'
import { modules } from './index.ts'

// Demo data for `npm start` outside production, on an empty database only: a database that has
// any account is in use, and must never get the demo accounts' known passwords back, nor demo
// records an admin deleted. Each module's seed also inserts only what is missing; the module
// list's order puts accounts after the customers and technicians they belong to.

//
// Several API processes starting at once on an empty database (two containers of one deploy) take
// turns: the check and the seed run under a PostgreSQL advisory lock held on a connection of their
// own, so the first seeds and the others then find its accounts. Without it both seeded, and the
// second stopped on a demo customer's code the first had just taken (found by
// faults/several-processes.test.ts).
const DEMO_SEED_LOCK = 'ttsg:demo-seed'

export async function seedDemoIfEmpty(db: Db, logger: Logger, files: FileStore): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${DEMO_SEED_LOCK}))`.execute(connection)
    try {
      if ((await countAccounts(db)) > 0) {
        logger.info('database already has accounts: no demo data added')
        return
      }
      await seedDemo(db, logger, files)
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${DEMO_SEED_LOCK}))`.execute(connection)
    }
  })
}

// Adds whatever demo records are missing (tests use it to have the demo data at hand).
export async function seedDemo(db: Db, logger: Logger, files: FileStore): Promise<void> {
  for (const module of modules) {
    const created = (await module.demoSeed?.(db, { files })) ?? 0
    if (created > 0) logger.info({ seeder: module.name, created }, 'demo data added')
  }
}
