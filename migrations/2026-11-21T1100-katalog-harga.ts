import { type Kysely, sql } from 'kysely'

// The price catalogue is stored state (not event-sourced). Money in whole Rupiah and areas in m²
// are bigint so any safe JavaScript integer fits; the checks keep them non-negative.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('katalog_harga')
    .addColumn('idkatalog_harga', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('jenis_layanan', 'text', (c) => c.notNull())
    .addColumn('deskripsi', 'text', (c) => c.notNull())
    .addColumn('harga', 'bigint', (c) => c.notNull().check(sql`harga >= 0`))
    .addColumn('minimum_cost', 'bigint', (c) => c.notNull().check(sql`minimum_cost >= 0`))
    .addColumn('minimal_luasan', 'bigint', (c) => c.notNull().check(sql`minimal_luasan >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('katalog_harga').execute()
}
