import { readdir } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR } from './migrate.ts'
import { runScript } from './testing/run-script.ts'
import { adminQuery, databaseUrl, templateName } from './testing/test-db.ts'

// Named after this run's template, so the global teardown drops it even if this file does not.
const name = `${templateName()}_migrate_${process.pid}`

afterAll(() => adminQuery(`drop database if exists "${name}" with (force)`))

const migrateCli = () =>
  runScript('services/core/migrate-cli.ts', { NODE_ENV: 'test', DATABASE_URL: databaseUrl(name) })

describe('npm run migrate', () => {
  it('creates a missing database, applies every migration and says which, then finds nothing to do', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter(
      (file) => /\.ts$/.test(file) && !file.endsWith('.test.ts'),
    )
    const first = await migrateCli()
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    expect(first.stdout).toContain(`${files.length} migrasi diterapkan`)
    for (const file of files) expect(first.stdout).toContain(file.replace(/\.ts$/, ''))

    const again = await migrateCli()
    expect(again.code).toBe(0)
    expect(again.stdout).toContain('Tidak ada migrasi baru')
  })
})
