import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalFileStore } from '../../core/file-store.ts'
import { createLogger } from '../../core/logger.ts'
import { createTestDatabase, type TestDatabase } from '../../core/testing/test-db.ts'
import { seedDemo } from '../demo-seed.ts'
import { seedTrendSite } from './scale-site.ts'
import { siteTrend } from './trend.ts'
import { monthsBetween } from './trend-contract.ts'

// The bench's big site (bench/audit-pack.ts), small here: every device read at each monthly visit,
// through the commands, and the trend's monthly counts are the raw readings' (the same query the
// API serves). Seeded twice: the second finds it and writes nothing.
let database: TestDatabase
let uploads: string
beforeAll(async () => {
  database = await createTestDatabase()
  uploads = mkdtempSync(path.join(tmpdir(), 'ttsg-trend-site-'))
  await seedDemo(database.db, createLogger('silent', 'test'), createLocalFileStore(uploads))
}, 120_000)
afterAll(async () => {
  await database?.drop()
  rmSync(uploads, { recursive: true, force: true })
})

describe('seedTrendSite', () => {
  it('reads every device at each monthly visit, and the trend counts them', async () => {
    const now = new Date('2026-12-06T03:00:00Z')
    const files = createLocalFileStore(uploads)
    const done = await seedTrendSite(database.db, {
      devices: 25,
      months: 3,
      now,
      kode_lokasi: 'TRENUJI',
      files,
    })
    expect(done).toMatchObject({ devices: 25, visits: 3, readings: 75 })
    // One reading in fifty (the first device's at each visit) has a real photo, for the audit pack.
    const photos = await sql<{ foto_1: string }>`select foto_1 from inspections
      where idlokasi = ${done.idlokasi} and foto_1 is not null`.execute(database.db)
    expect(photos.rows).toHaveLength(3)
    for (const { foto_1 } of photos.rows)
      expect((await files.read(foto_1)).subarray(1, 4).toString()).toBe('PNG')
    const { rows } = await sql<{ bulan: string; n: number; tangkapan: number }>`
      select to_char(waktu at time zone 'Asia/Jakarta', 'YYYY-MM') as bulan, count(*)::int as n,
        coalesce(sum((select sum((c->>'jumlah')::int) from jsonb_array_elements(tangkapan) c)), 0)::int as tangkapan
      from inspections where idlokasi = ${done.idlokasi} group by 1 order by 1`.execute(database.db)
    expect(rows.map((r) => r.bulan)).toEqual(monthsBetween('2026-09', '2026-11'))
    const trend = await siteTrend(database.db, done.idlokasi, { dari: '2026-09', sampai: '2026-11' })
    expect(trend.bulan.map((m) => [m.bulan, m.perangkat_diperiksa, m.total_tangkapan])).toEqual(
      rows.map((r) => [r.bulan, r.n, r.tangkapan]),
    )
    expect(await seedTrendSite(database.db, { now, kode_lokasi: 'TRENUJI' })).toMatchObject({ readings: 0 })
  }, 120_000)
})
