import { type Kysely, sql } from 'kysely'

// Every command updates its stream row and its read row in place. On a full page (the default
// fillfactor of 100, and a bulk-seeded table) the new row version goes to another page: the
// update then also writes a lock record, enters every index (no HOT update), and logs the whole
// row instead of the changed bytes. Leaving a tenth of each page free keeps an update on its page
// (docs/adr/0016). Applies to pages written from now on; old pages gain room as rows move.
const TABLES = ['streams', 'schedules', 'invoices']

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await sql`alter table ${sql.table(table)} set (fillfactor = 90)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await sql`alter table ${sql.table(table)} reset (fillfactor)`.execute(db)
}
