import { type Kysely, sql } from 'kysely'

// Contracts (kontrak) are event-sourced. `contracts` is the read table of their projection (a
// rebuild empties and refills it). `contract_numbers` and the id sequence are the write side:
// the number counter per year of tanggal_mulai is raised in the creating transaction, so a
// refused or failed create rolls it back and the numbers stay gap-free.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence contracts_idkontrak_seq`.execute(db)
  await db.schema
    .createTable('contract_numbers')
    .addColumn('tahun', 'integer', (c) => c.primaryKey())
    .addColumn('terakhir', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('contracts')
    .addColumn('idkontrak', 'integer', (c) => c.primaryKey())
    .addColumn('nomor_kontrak', 'text', (c) => c.notNull().unique())
    .addColumn('idpelanggan', 'integer', (c) => c.notNull())
    .addColumn('jenis_pekerjaan', 'text', (c) => c.notNull())
    .addColumn('periode_kunjungan', 'text', (c) => c.notNull())
    .addColumn('tanggal_mulai', 'date', (c) => c.notNull())
    .addColumn('tanggal_selesai', 'date', (c) => c.notNull())
    .addColumn('nilai_kontrak', 'bigint', (c) => c.notNull())
    .addColumn('idteknisi', 'integer')
    .addColumn('status_aktif', 'text', (c) => c.notNull())
    .addColumn('catatan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_key', 'text')
    .addColumn('nama_file_kontrak', 'text')
    .addColumn('file_tipe', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
  // The list's order is the primary key (newest first); its filters.
  await sql`create index contracts_pelanggan_idx on contracts (idpelanggan, idkontrak desc)`.execute(db)
  await sql`create index contracts_status_idx on contracts (status_aktif, tanggal_selesai)`.execute(db)
  await sql`create index contracts_jenis_idx on contracts (jenis_pekerjaan, idkontrak desc)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contracts').execute()
  await db.schema.dropTable('contract_numbers').execute()
  await sql`drop sequence contracts_idkontrak_seq`.execute(db)
}
