import { type Kysely, sql } from 'kysely'

// Technicians (teknisi) are stored state. Minimal record for accounts and access links; the
// technicians issue adds its own columns in later migrations.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('technicians')
    .addColumn('idteknisi', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('nama_teknisi', 'text', (c) => c.notNull())
    .addColumn('no_telp', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alamat', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('technicians_nama_idx').on('technicians').column('nama_teknisi').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('technicians').execute()
}
