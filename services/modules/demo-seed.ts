import type { Db } from '../core/database.ts'
import type { Logger } from '../core/logger.ts'

// Demo data for `npm start` outside production. Each module adds a seeder that inserts its demo
// records only when they are missing, so a restart never duplicates them.
type Seeder = { name: string; seed(db: Db): Promise<number> }

const seeders: Seeder[] = []

export async function seedDemoIfEmpty(db: Db, logger: Logger): Promise<void> {
  for (const seeder of seeders) {
    const created = await seeder.seed(db)
    if (created > 0) logger.info({ seeder: seeder.name, created }, 'demo data added')
  }
}
