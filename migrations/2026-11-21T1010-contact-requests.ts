import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('nama', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('no_telp', 'text', (c) => c.notNull())
    .addColumn('permasalahan', 'text', (c) => c.notNull())
    .addColumn('jenis_usaha', 'text', (c) => c.notNull())
    .addColumn('deskripsi', 'text', (c) => c.notNull())
    .addColumn('event_position', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('contact_requests_created_idx')
    .on('contact_requests')
    .column('created_at')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_requests').execute()
}
