import { promises as fs } from 'node:fs'
import path from 'node:path'
import { FileMigrationProvider, type Kysely, type MigrationResultSet, Migrator } from 'kysely'

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations')

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
  })
}

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest()
  if (result.error) throw result.error
  return result
}

// True when every migration file has been applied (used by /api/ready).
export async function migrationsApplied(db: Kysely<any>): Promise<boolean> {
  const migrations = await createMigrator(db).getMigrations()
  return migrations.every((migration) => migration.executedAt !== undefined)
}
