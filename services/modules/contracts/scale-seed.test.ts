import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { seededRandom } from '../../core/scale-data.ts'
import { createTestDatabase, type TestDatabase } from '../../core/testing/test-db.ts'
import { customersSeeder } from '../customers/index.ts'
import { createContract } from './commands.ts'
import { contractEvents } from './events.ts'
import { contractsProjection } from './projection.ts'
import { seedContractsAtScale } from './scale-seed.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await customersSeeder.seed(database.db)
})
afterAll(() => database.drop())

describe('contracts at scale', () => {
  it('writes events whose projection numbers every year gap-free, and the product carries on after them', async () => {
    const created = await seedContractsAtScale(
      database.db,
      seededRandom(42),
      new Date('2026-11-23T00:00:00Z'),
    )
    expect(created).toBeGreaterThan(0)
    const rows = await sql<{ tahun: string; n: number; max: string }>`
      select split_part(nomor_kontrak, '/', 2) as tahun, count(*)::int as n,
        max(split_part(nomor_kontrak, '/', 3)) as max from contracts group by 1`.execute(database.db)
    expect(rows.rows.reduce((sum, row) => sum + row.n, 0)).toBe(created)
    for (const row of rows.rows) expect(Number(row.max)).toBe(row.n)

    const kit = composeModules([
      { name: 'contracts', events: contractEvents, projections: [contractsProjection] },
    ])
    const eventStore = createEventStore(database.db, kit)
    const year = rows.rows[0]!.tahun
    const next = await createContract(
      { db: database.db, eventStore },
      {
        idpelanggan: (
          (await database.db
            .selectFrom('contracts' as never)
            .select('idpelanggan' as never)
            .executeTakeFirstOrThrow()) as { idpelanggan: number }
        ).idpelanggan,
        jenis_pekerjaan: 'Pest Control',
        periode_kunjungan: '1x / bulan',
        tanggal_mulai: `${year}-06-01`,
        tanggal_selesai: `${Number(year) + 1}-05-31`,
        nilai_kontrak: 1,
        idteknisi: null,
        status_aktif: 'aktif',
        catatan: '',
      },
      { userId: null, role: 'admin', requestId: 'test' },
    )
    const count = rows.rows.find((row) => row.tahun === year)!.n
    expect(next.nomor_kontrak).toBe(`KTR/${year}/${String(count + 1).padStart(4, '0')}`)
  })
})
