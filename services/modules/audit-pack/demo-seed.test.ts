import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalFileStore, type FileStore } from '../../core/file-store.ts'
import { createLogger } from '../../core/logger.ts'
import { createTestDatabase, type TestDatabase } from '../../core/testing/test-db.ts'
import { seedDemoIfEmpty } from '../demo-seed.ts'
import { moduleKit } from '../index.ts'
import { auditPackSeeder, DEMO_AUDITOR_TOKEN, DEMO_LINK_DAYS, lastQuarter } from './demo-seed.ts'
import { compileAuditPack, findAuditPack } from './index.ts'
import { openAuditorLink } from './links.ts'

// The demo's audit pack (issue 40 "Done when"): on `npm start`'s empty database, the demo factory
// has a pack of the last quarter, compiled by the worker's compile, and an auditor link to it
// (the one start prints) that expires.
let database: TestDatabase
let uploads: string
let files: FileStore
beforeAll(async () => {
  database = await createTestDatabase()
  uploads = mkdtempSync(path.join(tmpdir(), 'ttsg-demo-pack-'))
  files = createLocalFileStore(uploads)
  await seedDemoIfEmpty(database.db, createLogger('silent', 'test'), files)
}, 120_000)
afterAll(async () => {
  await database?.drop()
  rmSync(uploads, { recursive: true, force: true })
})

describe('the demo audit pack', () => {
  it('counts the last full quarter before today', () => {
    expect(lastQuarter('2026-12-06')).toEqual({ dari: '2026-07-01', sampai: '2026-09-30' })
    expect(lastQuarter('2027-02-10')).toEqual({ dari: '2026-10-01', sampai: '2026-12-31' })
    expect(lastQuarter('2026-04-01')).toEqual({ dari: '2026-01-01', sampai: '2026-03-31' })
  })

  it('has an auditor link of the last quarter that opens, expires, and whose pack compiles with the demo visits', async () => {
    const link = await openAuditorLink(database.db, DEMO_AUDITOR_TOKEN, null)
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)
    expect({ dari: link.dari, sampai: link.sampai }).toEqual(lastQuarter(today))
    const days = (link.berlaku_sampai.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(DEMO_LINK_DAYS - 1)
    expect(days).toBeLessThanOrEqual(DEMO_LINK_DAYS)

    expect(
      (await compileAuditPack({ db: database.db, files }, link.idpaket, moduleKit().auditPackSections))
        .compiled,
    ).toBe(true)
    const pack = await findAuditPack(database.db, link.idpaket)
    expect(pack?.status).toBe('siap')
    expect(pack?.jumlah_kunjungan).toBeGreaterThan(0)
    expect(pack?.jumlah_pemeriksaan).toBeGreaterThan(0)
    const { text } = await extractText(new Uint8Array(await files.read(pack!.file_key!)), {
      mergePages: true,
    })
    expect(text).toContain('Tren aktivitas hama terhadap ambang')
    expect(text).toContain(`Hasil pemeriksaan perangkat (${pack!.jumlah_pemeriksaan} baris)`)

    // Seeded again (a second start): nothing added.
    expect(await auditPackSeeder.seed(database.db)).toBe(0)
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from auditor_links`.execute(
      database.db,
    )
    expect(rows[0]!.n).toBe(1)
  }, 120_000)
})
