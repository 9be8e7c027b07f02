import { promises as fs } from 'node:fs'
import path from 'node:path'
import { FileMigrationProvider, type Kysely, type MigrationResultSet, Migrator, sql } from 'kysely'

// Migrations are frozen in time and see the schema as it was, so they take an untyped Kysely.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyDb = Kysely<any>

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations')

// Migration files renamed after databases had applied them, old name → new name. Kysely's migrator
// knows an applied migration only by the name stored in `kysely_migration` and refuses to run when
// one of those names has no file ("previously executed migration … is missing"), so the stored
// names are renamed first (renameAppliedMigrations). Each new name sorts where the old one did,
// so the order of the applied migrations is unchanged. Three migrations of 2026-11-23 shared the
// timestamp T2200 (issue 24).
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '2026-11-23T2200-prospects-search-index': '2026-11-23T2201-prospects-search-index',
  '2026-11-23T2200-schedules': '2026-11-23T2202-schedules',
}

export function createMigrator(db: AnyDb): Migrator {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
  })
}

// Renames the stored names of RENAMED_MIGRATIONS. Idempotent: a database migrated under the new
// names, or not migrated at all, is left as it is; a row is renamed only while its new name is not
// stored yet. Concurrent starts are safe: the second UPDATE waits for the first's row locks and
// then finds nothing left to rename.
export async function renameAppliedMigrations(db: AnyDb): Promise<void> {
  const table = await sql<{
    found: boolean
  }>`select to_regclass('kysely_migration') is not null as found`.execute(db)
  if (!table.rows[0]?.found) return
  for (const [from, to] of Object.entries(RENAMED_MIGRATIONS)) {
    await sql`update kysely_migration set name = ${to} where name = ${from}
      and not exists (select 1 from kysely_migration where name = ${to})`.execute(db)
  }
}

export async function migrateToLatest(db: AnyDb): Promise<MigrationResultSet> {
  await renameAppliedMigrations(db)
  const result = await createMigrator(db).migrateToLatest()
  if (result.error) throw result.error
  return result
}

// True when every migration file has been applied (used by /api/ready).
export async function migrationsApplied(db: AnyDb): Promise<boolean> {
  const migrations = await createMigrator(db).getMigrations()
  return migrations.every((migration) => migration.executedAt !== undefined)
}
