import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { seededRandom } from '../../core/scale-data.ts'
import { createTestDatabase, type TestDatabase } from '../../core/testing/test-db.ts'
import { companyProfileSeeder } from '../company-profile/index.ts'
import { customersSeeder } from '../customers/index.ts'
import { issueInvoice } from './commands.ts'
import { invoiceEvents } from './events.ts'
import { invoicesProjection } from './projection.ts'
import { seedInvoicesAtScale } from './scale-seed.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await customersSeeder.seed(database.db)
  await companyProfileSeeder.seed(database.db)
})
afterAll(() => database.drop())

describe('invoices at scale', () => {
  it('writes events whose projection numbers every year gap-free, with consistent totals, and issuing carries on after them', async () => {
    const issued = await seedInvoicesAtScale(database.db, seededRandom(7), new Date('2026-11-23T00:00:00Z'))
    expect(issued).toBeGreaterThan(0)
    const rows = await sql<{ tahun: string; n: number; max: string }>`
      select split_part(nomor_tagihan, '/', 2) as tahun, count(*)::int as n,
        max(split_part(nomor_tagihan, '/', 3)) as max from invoices group by 1`.execute(database.db)
    expect(rows.rows.reduce((sum, row) => sum + row.n, 0)).toBe(issued)
    for (const row of rows.rows) expect(Number(row.max)).toBe(row.n)
    const wrong = await sql<{ n: number }>`select count(*)::int as n from invoices
      where total <> dpp + ppn or jumlah_dibayar <> total - pph23`.execute(database.db)
    expect(wrong.rows[0]!.n).toBe(0)

    const kit = composeModules([
      { name: 'invoices', events: invoiceEvents, projections: [invoicesProjection] },
    ])
    const year = rows.rows[0]!.tahun
    const customer = (await database.db
      .selectFrom('invoices' as never)
      .select('idpelanggan' as never)
      .executeTakeFirstOrThrow()) as { idpelanggan: number }
    const next = await issueInvoice(
      { db: database.db, eventStore: createEventStore(database.db, kit) },
      {
        idpelanggan: customer.idpelanggan,
        idkontrak: null,
        idpenjadwalan: null,
        tanggal_tagihan: `${year}-06-01`,
        jatuh_tempo: `${year}-06-15`,
        items: [{ deskripsi: 'Uji', jumlah: 1, satuan: 'unit', harga_satuan: 100, idkatalog_harga: null }],
        diskon: 0,
        potong_pph23: false,
        catatan: '',
      },
      { metadata: { userId: null, role: 'admin', requestId: 'test' }, actor: 'test' },
    )
    const count = rows.rows.find((row) => row.tahun === year)!.n
    expect(next.nomor_tagihan).toBe(`INV/${year}/${String(count + 1).padStart(4, '0')}`)
  })
})
