import { type Kysely, sql } from 'kysely'

// Every write to the catalogue, by any process or by hand, tells the API processes to drop their
// in-memory copy of the public catalogue. NOTIFY is delivered only when the writing transaction
// commits, so a listener never reloads before the change is visible.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function katalog_harga_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('katalog_harga_changed', '');
      return null;
    end
    $$`.execute(db)
  await sql`
    create trigger katalog_harga_changed
    after insert or update or delete or truncate on katalog_harga
    for each statement execute function katalog_harga_notify()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger katalog_harga_changed on katalog_harga`.execute(db)
  await sql`drop function katalog_harga_notify()`.execute(db)
}
