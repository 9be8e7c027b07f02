import { type Kysely, sql } from 'kysely'

// Customers (pelanggan) are stored state. This is the minimal record that accounts and access
// links need; the customers issue adds its own columns in later migrations.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('idpelanggan', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kode_pelanggan', 'text', (c) =>
      c.notNull().unique().check(sql`kode_pelanggan ~ '^TTSG-(sda|sby|kdr|mjk|mlng)-[0-9]{3}$'`),
    )
    .addColumn('nama_pelanggan', 'text', (c) => c.notNull())
    .addColumn('alamat', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('no_telp', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('jenis_pekerjaan', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('customers_nama_idx').on('customers').column('nama_pelanggan').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customers').execute()
}
