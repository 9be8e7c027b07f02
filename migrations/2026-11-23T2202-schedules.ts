import { type Kysely, sql } from 'kysely'

// Schedules (penjadwalan) are event-sourced. `schedules` is the read table of their projection (a
// rebuild empties and refills it); the id sequence is the write side. Names shown with a visit
// (customer, technician, contract) are joined from their modules' read tables when read, so a
// rename shows everywhere at once (docs/benchmarks.md, Schedules, measured the cost).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence schedules_idpenjadwalan_seq`.execute(db)
  await db.schema
    .createTable('schedules')
    .addColumn('idpenjadwalan', 'integer', (c) => c.primaryKey())
    .addColumn('idpelanggan', 'integer', (c) => c.notNull())
    .addColumn('idteknisi', 'integer', (c) => c.notNull())
    .addColumn('idkontrak', 'integer')
    .addColumn('tanggal', 'date', (c) => c.notNull())
    .addColumn('jam', 'text')
    .addColumn('jenis_pekerjaan', 'text', (c) => c.notNull())
    .addColumn('jumlah_kunjungan', 'integer', (c) => c.notNull())
    .addColumn('status_penjadwalan', 'text', (c) => c.notNull())
    .addColumn('lokasi', 'text')
    .addColumn('catatan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hasil_kunjungan', 'jsonb')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
  // The lists' order is (tanggal, jam, idpenjadwalan); each filter has its own index in that order,
  // so a filtered page is read from an index without sorting. Year ranges are ranges of tanggal.
  await sql`create index schedules_tanggal_idx on schedules (tanggal, jam, idpenjadwalan)`.execute(db)
  await sql`create index schedules_teknisi_idx on schedules (idteknisi, tanggal, jam, idpenjadwalan)`.execute(
    db,
  )
  await sql`create index schedules_pelanggan_idx on schedules (idpelanggan, tanggal, jam, idpenjadwalan)`.execute(
    db,
  )
  await sql`create index schedules_status_idx on schedules (status_penjadwalan, tanggal, jam, idpenjadwalan)`.execute(
    db,
  )
  await sql`create index schedules_bulan_idx on schedules ((extract(month from tanggal)::int), tanggal, jam, idpenjadwalan)`.execute(
    db,
  )
  // A contract's visits by number: buatJadwal's "which are missing" and the delete's "still in use".
  await sql`create index schedules_kontrak_idx on schedules (idkontrak, jumlah_kunjungan) where idkontrak is not null`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('schedules').execute()
  await sql`drop sequence schedules_idpenjadwalan_seq`.execute(db)
}
