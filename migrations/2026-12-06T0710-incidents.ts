import { type Kysely, sql } from 'kysely'

// The breach register's read table (issue 38 item 5), projected from the incidents' events; ids
// from their own sequence. Small (a few incidents a year): the list searches it directly.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence incident_ids`.execute(db)
  await db.schema
    .createTable('incidents')
    .addColumn('idinsiden', 'integer', (c) => c.primaryKey())
    .addColumn('judul', 'text', (c) => c.notNull())
    .addColumn('kejadian', 'text', (c) => c.notNull())
    .addColumn('ditemukan_pada', 'timestamptz', (c) => c.notNull())
    .addColumn('jenis_subjek', 'text', (c) => c.notNull())
    .addColumn('jenis_data', 'text', (c) => c.notNull())
    .addColumn('perkiraan_jumlah', 'integer', (c) => c.notNull())
    .addColumn('pelanggan_terdampak', 'jsonb', (c) => c.notNull())
    .addColumn('tindakan', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await sql`create index incidents_awaiting_notice on incidents (ditemukan_pada) where status = 'baru'`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('incidents').execute()
  await sql`drop sequence incident_ids`.execute(db)
}
