import { type Kysely, sql } from 'kysely'

// The schedules' name filter counted per customer, not per visit (issue 12, docs/adr/0018). The
// name belongs to the customer, and every visit of a customer carries the same copy of it, so the
// number of visits whose name holds a text is the sum, over the customers whose name holds it, of
// their visits. `schedule_customers (idpelanggan, customer_name_search, n)`: one row per customer
// that has visits, its lower-case name (trigram GIN, fastupdate off as schedule_search's) and its
// number of visits. At 100 000 customers `hidayat` is 22 890 visits but 2 737 customers: the count
// reads a ninth of the rows, and the gap widens as each customer's visits accumulate.
// Kept by triggers on `schedules` in the writing transaction, written only when schedule_search is
// (docs/adr/0017) or a visit changes customer: insert, delete and truncate per statement (a bulk
// insert is one pass, customers taken in key order), and a row trigger whose WHEN is false for every
// other command (a reschedule, a technician change, a completion write nothing here). A customer
// whose visits all leave is removed, so a rebuild gives the same table.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table schedule_customers (
    idpelanggan integer primary key,
    customer_name_search text not null,
    n integer not null
  ) with (fillfactor = 90)`.execute(db)
  await sql`insert into schedule_customers
    select idpelanggan, lower(min(nama_pelanggan)), count(*) from schedules group by idpelanggan`.execute(db)
  await sql`create index schedule_customers_name_idx on schedule_customers
    using gin (customer_name_search gin_trgm_ops) with (fastupdate = off)`.execute(db)
  await sql`create function schedule_customers_follow() returns trigger language plpgsql as $$
    declare
      step integer;
    begin
      if tg_op = 'INSERT' then
        insert into schedule_customers as c
          select idpelanggan, lower(min(nama_pelanggan)), count(*) from new_rows
          group by idpelanggan order by idpelanggan
          on conflict (idpelanggan) do update set n = c.n + excluded.n;
      elsif tg_op = 'DELETE' then
        insert into schedule_customers as c
          select idpelanggan, '', -count(*) from old_rows group by idpelanggan order by idpelanggan
          on conflict (idpelanggan) do update set n = c.n + excluded.n;
        delete from schedule_customers c using (select distinct idpelanggan from old_rows) o
          where c.idpelanggan = o.idpelanggan and c.n <= 0;
      elsif tg_op = 'TRUNCATE' then
        -- delete, not truncate: a rebuild truncates both tables in one statement.
        delete from schedule_customers;
      elsif old.idpelanggan is distinct from new.idpelanggan then
        -- A visit moved to another customer: the two rows in key order (no deadlock between two
        -- writers). A new row takes the visit's copy of the name, which the name trigger then sets
        -- (migration 2026-11-25T1440), firing the branch below.
        for step in 1..2 loop
          if (step = 1) = (old.idpelanggan < new.idpelanggan) then
            update schedule_customers set n = n - 1 where idpelanggan = old.idpelanggan;
            delete from schedule_customers where idpelanggan = old.idpelanggan and n <= 0;
          else
            insert into schedule_customers as c values (new.idpelanggan, lower(new.nama_pelanggan), 1)
              on conflict (idpelanggan) do update set n = c.n + 1;
          end if;
        end loop;
      else
        -- The visit's copy of the name changed: a customer renamed (each of its visits fires this;
        -- the first writes) or a moved visit's name set.
        update schedule_customers set customer_name_search = lower(new.nama_pelanggan)
          where idpelanggan = new.idpelanggan and customer_name_search <> lower(new.nama_pelanggan);
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger schedule_customers_insert after insert on schedules
    referencing new table as new_rows for each statement execute function schedule_customers_follow()`.execute(
    db,
  )
  await sql`create trigger schedule_customers_delete after delete on schedules
    referencing old table as old_rows for each statement execute function schedule_customers_follow()`.execute(
    db,
  )
  await sql`create trigger schedule_customers_truncate after truncate on schedules
    for each statement execute function schedule_customers_follow()`.execute(db)
  // No column list, as schedule_search_update: the name is set by another trigger.
  await sql`create trigger schedule_customers_update after update on schedules for each row
    when (old.idpelanggan is distinct from new.idpelanggan or old.nama_pelanggan is distinct from new.nama_pelanggan)
    execute function schedule_customers_follow()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger schedule_customers_update on schedules`.execute(db)
  await sql`drop trigger schedule_customers_truncate on schedules`.execute(db)
  await sql`drop trigger schedule_customers_delete on schedules`.execute(db)
  await sql`drop trigger schedule_customers_insert on schedules`.execute(db)
  await sql`drop function schedule_customers_follow()`.execute(db)
  await sql`drop table schedule_customers`.execute(db)
}
