import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { rebuildProjections } from '../../core/event-store/rebuild.ts'
import { createMigrator, migrateToLatest } from '../../core/migrate.ts'
import { createTestDatabase, type TestDatabase } from '../../core/testing/test-db.ts'
import { moduleKit } from '../index.ts'
import { createCustomer } from './commands.ts'

const MIGRATION = '2026-11-23T2000-customers-events'

// The customers stored before customers were event-sourced (by identity's demo seed, or by hand)
// get their CustomerCreated events, keep their ids and times, and come back the same from a rebuild.
let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  const migrator = createMigrator(database.db)
  const names = (await migrator.getMigrations()).map((migration) => migration.name)
  const before = names[names.indexOf(MIGRATION) - 1]!
  const down = await migrator.migrateTo(before)
  if (down.error) throw down.error
  await sql`insert into customers (idpelanggan, kode_pelanggan, nama_pelanggan, alamat, no_telp, email, jenis_pekerjaan, created_at, updated_at)
    overriding system value values
    (3, 'TTSG-sda-001', 'PT Lama Sekali', 'Jl. Lama 1, Sidoarjo', '081200000001', '', 'Pest Control', '2026-01-02T03:04:05Z', '2026-02-01T00:00:00Z'),
    (9, 'TTSG-sby-027', 'Ibu Lama', '', '', 'lama@contoh.co.id', 'Fumigasi', '2026-03-04T05:06:07Z', '2026-03-04T05:06:07Z')`.execute(
    database.db,
  )
  await sql`insert into users (role, nama, idpelanggan) values ('pelanggan', 'PT Lama Sekali', 3)`.execute(
    database.db,
  )
  await migrateToLatest(database.db)
})
afterAll(() => database.drop())

const rows = async () =>
  (await sql`select * from customers order by idpelanggan`.execute(database.db)).rows as Record<
    string,
    unknown
  >[]

describe(`migration ${MIGRATION}`, () => {
  it('records one CustomerCreated event per stored customer, at its creation time', async () => {
    const events = await database.db
      .selectFrom('events')
      .select(['stream_id', 'version', 'type', 'data', 'created_at'])
      .where('stream_type', '=', 'pelanggan')
      .orderBy('position')
      .execute()
    expect(events.map((event) => [event.stream_id, event.version, event.type])).toEqual([
      ['3', 1, 'CustomerCreated'],
      ['9', 1, 'CustomerCreated'],
    ])
    expect(events[0]!.data).toMatchObject({
      kode_pelanggan: 'TTSG-sda-001',
      status_aktif: 'aktif',
      jenis_usaha: 'Bisnis',
    })
    expect(events[0]!.created_at.toISOString()).toBe('2026-01-02T03:04:05.000Z')
  })

  it('keeps the rows, at version 1, and a rebuild gives them back unchanged', async () => {
    const before = await rows()
    expect(before.map((row) => [row.idpelanggan, row.version, row.periode_kunjungan])).toEqual([
      [3, 1, '1x / bulan'],
      [9, 1, '1x / bulan'],
    ])
    await rebuildProjections(database.db, moduleKit(), 'customers')
    expect(await rows()).toEqual(before)
  })

  it('gives new customers ids after the existing ones, and the account stays linked', async () => {
    const store = createEventStore(database.db, moduleKit())
    const created = await createCustomer(
      { db: database.db, eventStore: store },
      {
        kode_pelanggan: 'TTSG-sda-002',
        nama_pelanggan: 'Baru',
        alamat: 'Jl. Baru',
        no_telp: '081200000002',
        jenis_usaha: 'Rumah',
        jenis_pekerjaan: 'Pest Control',
        periode_kunjungan: 'permintaan',
      },
      { userId: null, role: null, requestId: 'test' },
    )
    expect(created.idpelanggan).toBe(10)
    const linked = await sql<{ idpelanggan: number }>`select idpelanggan from users`.execute(database.db)
    expect(linked.rows).toEqual([{ idpelanggan: 3 }])
  })
})
