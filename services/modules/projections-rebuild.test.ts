import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../api/testing/build-test-app.ts'
import { createEventStore } from '../core/event-store/event-store.ts'
import { rebuildProjections } from '../core/event-store/rebuild.ts'
import { createLocalFileStore } from '../core/file-store.ts'
import { createLogger } from '../core/logger.ts'
import { runScript } from '../core/testing/run-script.ts'
import { seedDemo } from './demo-seed.ts'
import { moduleKit, modules } from './index.ts'

const kit = moduleKit()
const { projections } = kit

const tables = [...new Set(projections.flatMap((projection) => projection.tables))]
const eventTypes = [...new Set(projections.flatMap((projection) => projection.eventTypes))]

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  await seedDemo(t.database.db, createLogger('silent', 'test'), createLocalFileStore(t.config.uploadDir))
  // Rows beyond the demo seeds: each module's own scenario (ModuleDefinition.rebuildScenario). A
  // projection whose tables stay empty fails the first test below: give its module a demo seed or
  // a scenario.
  const deps = {
    db: t.database.db,
    eventStore: createEventStore(t.database.db, kit),
    files: createLocalFileStore(t.config.uploadDir),
    references: kit.references,
  }
  for (const module of modules) {
    if (module.rebuildScenario) await (await module.rebuildScenario()).default(deps)
  }
})
afterAll(() => t.close())

// Every row of every projection table, in a stable order, and the positions the projections
// recorded (a rebuild writes them once at the end, not by a claim per event).
async function snapshot(): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {}
  for (const table of [...tables, 'projection_positions']) {
    const rows = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table)} as t order by t::text`.execute(t.database.db)
    result[table] = rows.rows
  }
  // The lists' totals follow the rebuilt tables (migration 2026-11-28T1000); a group the live
  // triggers brought down to zero is the same total as a group the recount never made.
  const counts = await sql<
    Record<string, unknown>
  >`select * from list_counts as t where n <> 0 order by t::text`.execute(t.database.db)
  result.list_counts = counts.rows
  return result
}

const rebuildCli = (...args: string[]) =>
  runScript('scripts/projections-rebuild.ts', { NODE_ENV: 'test', DATABASE_URL: t.database.url }, args)

describe('npm run projections:rebuild', () => {
  it('has data in every projection table to compare', async () => {
    const before = await snapshot()
    for (const projection of projections) {
      for (const table of projection.tables) {
        expect(
          before[table]!.length,
          `projection ${projection.name}: table ${table} is empty`,
        ).toBeGreaterThan(0)
      }
    }
  })

  it('replays every event and rebuilds tables identical to the live ones', async () => {
    const before = await snapshot()
    const events = await t.database.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', 'in', eventTypes)
      .executeTakeFirstOrThrow()
    // Emptied first, so nothing left over from the live tables can pass for a rebuilt row.
    await sql`truncate ${sql.join(tables.map((table) => sql.table(table)))} cascade`.execute(t.database.db)

    const result = await rebuildCli()
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`${Number(events.n)} event diputar ulang`)
    expect(await snapshot()).toEqual(before)
  })

  // Each projection in this process (the command's own code, rebuildProjections), then one by name
  // through the command, so a new module's projection costs no process start of its own.
  it('rebuilds each named projection identical to its live table', async () => {
    const truncate = (names: readonly string[]) =>
      sql`truncate ${sql.join(names.map((table) => sql.table(table)))} cascade`.execute(t.database.db)
    for (const projection of projections) {
      const before = await snapshot()
      await truncate(projection.tables)
      const result = await rebuildProjections(t.database.db, kit, projection.name)
      expect(result.projections, projection.name).toEqual([projection.name])
      expect(await snapshot(), projection.name).toEqual(before)
    }
    const named = projections.at(-1)!
    const before = await snapshot()
    await truncate(named.tables)
    const result = await rebuildCli(named.name)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`Proyeksi dibangun ulang (${named.name})`)
    expect(await snapshot()).toEqual(before)
  })

  it('names the known projections when asked for an unknown one', async () => {
    const result = await rebuildCli('tidak_ada')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Proyeksi tidak_ada tidak dikenal (yang ada: ')
  })

  it('refuses an unknown option or a missing value in Indonesian, before touching the database', async () => {
    const unknown = await rebuildCli('--jalur', '3')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toBe(
      'Pembangunan ulang gagal: opsi --jalur tidak dikenal (pemakaian: npm run projections:rebuild -- [proyeksi] [--lanes N])\n',
    )
    const missing = await rebuildCli('--lanes')
    expect(missing.code).toBe(1)
    expect(missing.stderr).toBe(
      'Pembangunan ulang gagal: --lanes perlu nilai (pemakaian: npm run projections:rebuild -- [proyeksi] [--lanes N])\n',
    )
  })
})
