import type { Db } from '../core/database.ts'
import type { Logger } from '../core/logger.ts'
import { catalogueSeeder } from './catalogue/index.ts'
import { customersSeeder } from './customers/index.ts'
import { identitySeeder } from './identity/index.ts'
import { techniciansSeeder } from './technicians/index.ts'

// Demo data for `npm start` outside production. Each module adds a seeder that inserts its demo
// records only when they are missing, so a restart never duplicates them.
type Seeder = { name: string; seed(db: Db): Promise<number> }

// Accounts come after the customers and technicians they belong to.
const seeders: Seeder[] = [catalogueSeeder, customersSeeder, techniciansSeeder, identitySeeder]

export async function seedDemoIfEmpty(db: Db, logger: Logger): Promise<void> {
  for (const seeder of seeders) {
    const created = await seeder.seed(db)
    if (created > 0) logger.info({ seeder: seeder.name, created }, 'demo data added')
  }
}
