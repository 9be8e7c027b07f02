import type { Db } from '../core/database.ts'
import type { FileStore } from '../core/file-store.ts'
import type { Logger } from '../core/logger.ts'
import { countAccounts } from './identity/index.ts'
import { modules } from './index.ts'

// Demo data for `npm start` outside production, on an empty database only: a database that has
// any account is in use, and must never get the demo accounts' known passwords back, nor demo
// records an admin deleted. Each module's seed also inserts only what is missing; the module
// list's order puts accounts after the customers and technicians they belong to.

export async function seedDemoIfEmpty(db: Db, logger: Logger, files: FileStore): Promise<void> {
  if ((await countAccounts(db)) > 0) {
    logger.info('database already has accounts: no demo data added')
    return
  }
  await seedDemo(db, logger, files)
}

// Adds whatever demo records are missing (tests use it to have the demo data at hand).
export async function seedDemo(db: Db, logger: Logger, files: FileStore): Promise<void> {
  for (const module of modules) {
    const created = (await module.demoSeed?.(db, { files })) ?? 0
    if (created > 0) logger.info({ seeder: module.name, created }, 'demo data added')
  }
}
