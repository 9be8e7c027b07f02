import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDb } from '../core/database.ts'
import { createLocalFileStore, type FileStore } from '../core/file-store.ts'
import { createLogger } from '../core/logger.ts'
import { createTestDatabase, type TestDatabase } from '../core/testing/test-db.ts'
import { seedDemoIfEmpty } from './demo-seed.ts'
import { createAdminAccount } from './identity/index.ts'

const logger = createLogger('silent', 'test')
let database: TestDatabase
let uploads: string
let files: FileStore
beforeEach(async () => {
  database = await createTestDatabase()
  uploads = mkdtempSync(path.join(tmpdir(), 'ttsg-demo-'))
  files = createLocalFileStore(uploads)
})
afterEach(async () => {
  await database.drop()
  rmSync(uploads, { recursive: true, force: true })
})

const count = async (table: string) =>
  Number(
    (
      await (database.db as any)
        .selectFrom(table)
        .select((eb: any) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('demo data', () => {
  it('fills an empty database with the demo accounts, customers, technicians and catalogue', async () => {
    await seedDemoIfEmpty(database.db, logger, files)
    expect(await count('users')).toBe(3)
    expect(await count('customers')).toBeGreaterThan(0)
    expect(await count('technicians')).toBeGreaterThan(0)
    expect(await count('katalog_harga')).toBeGreaterThan(0)
  })

  it('never comes back once the database is in use, even for records an admin deleted', async () => {
    await seedDemoIfEmpty(database.db, logger, files)
    await (database.db as any).deleteFrom('katalog_harga').execute()
    await seedDemoIfEmpty(database.db, logger, files)
    expect(await count('katalog_harga')).toBe(0)
  })

  it('adds nothing to a database whose first admin was created by hand', async () => {
    await createAdminAccount(database.db, { username: 'pemilik', password: 'Rahasia#2026', nama: 'Pemilik' })
    await seedDemoIfEmpty(database.db, logger, files)
    expect(await count('users')).toBe(1)
    expect(await count('katalog_harga')).toBe(0)
  })

  it('is added once when two API processes start at once on the empty database', async () => {
    // The second process's own pool, as another API container would have.
    const { db: other } = createDb(database.url, logger, 5)
    try {
      await Promise.all([seedDemoIfEmpty(database.db, logger, files), seedDemoIfEmpty(other, logger, files)])
    } finally {
      await other.destroy()
    }
    expect(await count('users')).toBe(3)
    const [row] = (await (database.db as any)
      .selectFrom('customers')
      .select(['kode_pelanggan', (eb: any) => eb.fn.countAll().as('n')])
      .groupBy('kode_pelanggan')
      .having((eb: any) => eb.fn.countAll(), '>', 1)
      .execute()) as unknown[]
    expect(row).toBeUndefined()
  })
})
