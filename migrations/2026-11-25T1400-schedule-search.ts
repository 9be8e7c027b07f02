import { type Kysely, sql } from 'kysely'

// The schedules' name filter moves off the visits' rows (issue 12, docs/adr/0017). A visit's command
// (move, technician, completion, reopening, details) changes indexed columns, so its row update is
// not HOT and PostgreSQL inserted into every index of `schedules`, the trigram GIN on
// `customer_name_search` included: ~450 of the ~2 000 bytes of WAL of a reschedule, and the trigram
// extraction, for a name that never changes then. The lower-case name now lives in a narrow table of
// its own, `schedule_search (idpenjadwalan, customer_name_search)`, trigram-indexed, kept by
// triggers on `schedules` in the writing transaction: insert, delete and truncate (statement level,
// so the seed's and a rebuild's bulk inserts are one pass), and an update that changes the visit's
// copy of the name (row level, fires only then: a visit moved to another customer, or a customer
// renamed, inserted again by a rebuild or deleted, which rewrites `schedules.nama_pelanggan` through
// migration 2026-11-24T0100's triggers). `schedules.nama_pelanggan` stays: the lists show it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table schedule_search (
    idpenjadwalan integer primary key,
    customer_name_search text not null
  )`.execute(db)
  await sql`insert into schedule_search select idpenjadwalan, lower(nama_pelanggan) from schedules`.execute(
    db,
  )
  await sql`create extension if not exists pg_trgm`.execute(db)
  // fastupdate off as invoice_search's (docs/adr/0015): a pending list, filled by writes until a
  // vacuum, is read whole by every search.
  await sql`create index schedule_search_name_idx on schedule_search using gin (customer_name_search gin_trgm_ops)
    with (fastupdate = off)`.execute(db)
  await sql`create function schedule_search_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into schedule_search select idpenjadwalan, lower(nama_pelanggan) from new_rows;
      elsif tg_op = 'DELETE' then
        delete from schedule_search x using old_rows o where x.idpenjadwalan = o.idpenjadwalan;
      elsif tg_op = 'TRUNCATE' then
        -- delete, not truncate: a rebuild truncates both tables in one statement.
        delete from schedule_search;
      else
        update schedule_search set customer_name_search = lower(new.nama_pelanggan)
          where idpenjadwalan = new.idpenjadwalan;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger schedule_search_insert after insert on schedules
    referencing new table as new_rows for each statement execute function schedule_search_follow()`.execute(
    db,
  )
  await sql`create trigger schedule_search_delete after delete on schedules
    referencing old table as old_rows for each statement execute function schedule_search_follow()`.execute(
    db,
  )
  await sql`create trigger schedule_search_truncate after truncate on schedules
    for each statement execute function schedule_search_follow()`.execute(db)
  // No column list: the name is set by another trigger (a visit moved to another customer), which an
  // "update of nama_pelanggan" trigger might not see; the WHEN keeps every other update free.
  await sql`create trigger schedule_search_update after update on schedules for each row
    when (old.nama_pelanggan is distinct from new.nama_pelanggan)
    execute function schedule_search_follow()`.execute(db)
  await sql`drop index schedules_customer_name_search_idx`.execute(db)
  await sql`alter table schedules drop column customer_name_search`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table schedules add column customer_name_search text
    generated always as (lower(nama_pelanggan)) stored`.execute(db)
  await sql`create index schedules_customer_name_search_idx on schedules
    using gin (customer_name_search gin_trgm_ops)`.execute(db)
  await sql`drop trigger schedule_search_update on schedules`.execute(db)
  await sql`drop trigger schedule_search_truncate on schedules`.execute(db)
  await sql`drop trigger schedule_search_delete on schedules`.execute(db)
  await sql`drop trigger schedule_search_insert on schedules`.execute(db)
  await sql`drop function schedule_search_follow()`.execute(db)
  await sql`drop table schedule_search`.execute(db)
}
