import { type Kysely, sql } from 'kysely'

// Who read what (issue 38 item 4): one row per record opened, list exported (CSV) or file
// downloaded, written by the HTTP kit in the request. Not an event: a read changes no business
// state, and a plain insert is the cheapest durable write (ADR 0063). Kept one year (the worker's
// daily purge), so the index on the time serves the purge and the record index the history.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('access_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('waktu', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'text')
    .addColumn('role', 'text')
    .addColumn('jenis', 'text', (c) => c.notNull())
    .addColumn('sumber', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text')
    .addColumn('rute', 'text', (c) => c.notNull())
    .addColumn('alamat', 'text', (c) => c.notNull())
    .execute()
  await sql`create index access_log_record on access_log (sumber, record_id, waktu desc)`.execute(db)
  await sql`create index access_log_waktu on access_log (waktu)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('access_log').execute()
}
