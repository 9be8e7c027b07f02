import { type Kysely, sql } from 'kysely'

// A BEFORE UPDATE row trigger makes PostgreSQL lock the old row version before every update of the
// table, whether or not the trigger's columns change: one more WAL record and lock on every
// schedule command. The copy of the customer's name (migration 2026-11-24T0100) is now set before
// an insert, and after an update only when the visit's customer changed (docs/adr/0016).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger schedules_customer_name on schedules`.execute(db)
  await sql`create trigger schedules_customer_name before insert on schedules
    for each row execute function schedules_customer_name()`.execute(db)
  await sql`create function schedules_customer_moved() returns trigger language plpgsql as $$
    begin
      update schedules set nama_pelanggan =
          coalesce((select c.nama_pelanggan from customers c where c.idpelanggan = new.idpelanggan), '')
        where idpenjadwalan = new.idpenjadwalan;
      return null;
    end $$`.execute(db)
  await sql`create trigger schedules_customer_moved after update of idpelanggan on schedules
    for each row when (old.idpelanggan is distinct from new.idpelanggan)
    execute function schedules_customer_moved()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger schedules_customer_moved on schedules`.execute(db)
  await sql`drop function schedules_customer_moved()`.execute(db)
  await sql`drop trigger schedules_customer_name on schedules`.execute(db)
  await sql`create trigger schedules_customer_name before insert or update of idpelanggan on schedules
    for each row execute function schedules_customer_name()`.execute(db)
}
