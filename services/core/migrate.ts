import { promises as fs } from 'node:fs'
import path from 'node:path'
import { FileMigrationProvider, type Kysely, type MigrationResultSet, Migrator } from 'kysely'

// Migrations are frozen in time and see the schema as it was, so they take an untyped Kysely.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyDb = Kysely<any>

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations')

export function createMigrator(db: AnyDb): Migrator {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
  })
}

export async function migrateToLatest(db: AnyDb): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest()
  if (result.error) throw result.error
  return result
}

// True when every migration file has been applied (used by /api/ready).
export async function migrationsApplied(db: AnyDb): Promise<boolean> {
  const migrations = await createMigrator(db).getMigrations()
  return migrations.every((migration) => migration.executedAt !== undefined)
}
