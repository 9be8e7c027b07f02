import { readdir } from 'node:fs/promises'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createMigrator,
  MIGRATIONS_DIR,
  migrateToLatest,
  migrationsApplied,
  RENAMED_MIGRATIONS,
} from './migrate.ts'
import { createTestDatabase, type TestDatabase } from './testing/test-db.ts'

// A database migrated before RENAMED_MIGRATIONS: the schema the same files made (only their names
// changed), the old names stored. The clone of the migrated template gets the old names back, all
// three migrations of 2026-11-23T2200 with one timestamp, as one run of the migrator may store
// them (Kysely then orders them by name).
let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  for (const [from, to] of Object.entries(RENAMED_MIGRATIONS))
    await sql`update kysely_migration set name = ${from} where name = ${to}`.execute(database.db)
  await sql`update kysely_migration set timestamp = (select timestamp from kysely_migration
    where name = '2026-11-23T2200-invoices') where name like '2026-11-23T2200-%'`.execute(database.db)
})
afterAll(() => database.drop())

const files = async () =>
  (await readdir(MIGRATIONS_DIR))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
// The applied migrations in the order Kysely's migrator reads them: by timestamp, then by name.
const stored = async () =>
  (
    await sql<{ name: string }>`select name from kysely_migration order by timestamp, name`.execute(
      database.db,
    )
  ).rows.map((row) => row.name)

describe('migrations renamed after databases applied them', () => {
  it('leave no two migration files with one timestamp', async () => {
    const stamps = (await files()).map((name) => name.slice(0, '2026-11-23T2200'.length))
    expect(new Set(stamps).size).toBe(stamps.length)
  })

  it('each sort where the old name sorted, so the order of the migrations stays', async () => {
    const names = await files()
    const oldName = new Map(Object.entries(RENAMED_MIGRATIONS).map(([from, to]) => [to, from]))
    const before = names.map((name) => oldName.get(name) ?? name).sort()
    expect(before.map((name) => RENAMED_MIGRATIONS[name] ?? name)).toEqual(names)
    for (const [from, to] of Object.entries(RENAMED_MIGRATIONS)) {
      expect(names).toContain(to)
      expect(names).not.toContain(from)
    }
  })

  it('are renamed in a database that stored the old names, run nothing again, and keep their order', async () => {
    expect(await stored()).toContain('2026-11-23T2200-schedules')
    expect(await migrationsApplied(database.db)).toBe(false)
    const result = await migrateToLatest(database.db)
    expect(result.results).toEqual([])
    expect(await stored()).toEqual(await files())
    expect(await migrationsApplied(database.db)).toBe(true)
    const pending = (await createMigrator(database.db).getMigrations()).filter(
      (m) => m.executedAt === undefined,
    )
    expect(pending).toEqual([])
  })

  it('are left alone once renamed: the next start finds nothing to do', async () => {
    const result = await migrateToLatest(database.db)
    expect(result.results).toEqual([])
    expect(await stored()).toEqual(await files())
  })
})
