import type { Db } from '../core/database.ts'
import type { Logger } from '../core/logger.ts'
import { catalogueSeeder } from './catalogue/index.ts'
import { customersSeeder } from './customers/index.ts'
import { countAccounts, identitySeeder } from './identity/index.ts'
import { techniciansSeeder } from './technicians/index.ts'

// Demo data for `npm start` outside production, on an empty database only: a database that has
// any account is in use, and must never get the demo accounts' known passwords back, nor demo
// records an admin deleted. Each seeder also inserts only what is missing.
type Seeder = { name: string; seed(db: Db): Promise<number> }

// Accounts come after the customers and technicians they belong to.
const seeders: Seeder[] = [catalogueSeeder, customersSeeder, techniciansSeeder, identitySeeder]

export async function seedDemoIfEmpty(db: Db, logger: Logger): Promise<void> {
  if ((await countAccounts(db)) > 0) {
    logger.info('database already has accounts: no demo data added')
    return
  }
  await seedDemo(db, logger)
}

// Adds whatever demo records are missing (tests use it to have the demo data at hand).
export async function seedDemo(db: Db, logger: Logger): Promise<void> {
  for (const seeder of seeders) {
    const created = await seeder.seed(db)
    if (created > 0) logger.info({ seeder: seeder.name, created }, 'demo data added')
  }
}
