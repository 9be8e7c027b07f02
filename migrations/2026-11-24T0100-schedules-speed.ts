import { type Kysely, sql } from 'kysely'

// Speed of the schedule lists at 100 000 customers (issue 12 item 7, docs/adr/0014):
// 1. `schedules.nama_pelanggan`: a copy of the customer's name, trigram-indexed for the name filter,
//    set from customers when a visit is written and rewritten when a customer is renamed (or
//    inserted again by a rebuild), by triggers in the writing transaction.
// 2. `schedules_counts`: the number of visits per (tahun, bulan, idteknisi, status), kept by
//    statement-level triggers on the read table in the same transaction, so the lists' totalRows is
//    a sum over a few rows instead of a count over 200 000. A truncate of the read table (a rebuild)
//    empties it; a rebuild's inserts fill it again.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table schedules add column nama_pelanggan text not null default ''`.execute(db)
  await sql`update schedules s set nama_pelanggan = c.nama_pelanggan from customers c
    where c.idpelanggan = s.idpelanggan`.execute(db)
  await sql`create extension if not exists pg_trgm`.execute(db)
  await sql`create index schedules_nama_trgm_idx on schedules using gin (lower(nama_pelanggan) gin_trgm_ops)`.execute(
    db,
  )
  await sql`create function schedules_customer_name() returns trigger language plpgsql as $$
    begin
      new.nama_pelanggan := coalesce((select c.nama_pelanggan from customers c where c.idpelanggan = new.idpelanggan), '');
      return new;
    end $$`.execute(db)
  await sql`create trigger schedules_customer_name before insert or update of idpelanggan on schedules
    for each row execute function schedules_customer_name()`.execute(db)
  await sql`create function customers_name_to_schedules() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update schedules set nama_pelanggan = '' where idpelanggan = old.idpelanggan and nama_pelanggan <> '';
      else
        update schedules set nama_pelanggan = new.nama_pelanggan
          where idpelanggan = new.idpelanggan and nama_pelanggan is distinct from new.nama_pelanggan;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger customers_name_to_schedules after insert or delete or update of nama_pelanggan on customers
    for each row execute function customers_name_to_schedules()`.execute(db)

  await sql`create table schedules_counts (
    tahun integer not null,
    bulan integer not null,
    idteknisi integer not null,
    status_penjadwalan text not null,
    n bigint not null,
    primary key (tahun, bulan, idteknisi, status_penjadwalan)
  )`.execute(db)
  await sql`insert into schedules_counts
    select extract(year from tanggal)::int, extract(month from tanggal)::int, idteknisi, status_penjadwalan, count(*)
    from schedules group by 1, 2, 3, 4`.execute(db)
  // One function for the three statement triggers: the rows a statement added count +1, the rows
  // it removed -1; keys are locked in a fixed order (no deadlock between two writers), and a key
  // whose count reaches 0 is removed (a rebuild gives the same table).
  await sql`create function schedules_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into schedules_counts as c
          select tahun, bulan, idteknisi, status_penjadwalan, sum(n) from (select extract(year from tanggal)::int as tahun, extract(month from tanggal)::int as bulan, idteknisi, status_penjadwalan, 1 as n from new_rows) d
          group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4
          on conflict (tahun, bulan, idteknisi, status_penjadwalan) do update set n = c.n + excluded.n;
        delete from schedules_counts c using (select extract(year from tanggal)::int as tahun, extract(month from tanggal)::int as bulan, idteknisi, status_penjadwalan, 1 as n from new_rows) d
          where c.tahun = d.tahun and c.bulan = d.bulan and c.idteknisi = d.idteknisi
            and c.status_penjadwalan = d.status_penjadwalan and c.n = 0;
      elsif tg_op = 'DELETE' then
        insert into schedules_counts as c
          select tahun, bulan, idteknisi, status_penjadwalan, sum(n) from (select extract(year from tanggal)::int as tahun, extract(month from tanggal)::int as bulan, idteknisi, status_penjadwalan, -1 as n from old_rows) d
          group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4
          on conflict (tahun, bulan, idteknisi, status_penjadwalan) do update set n = c.n + excluded.n;
        delete from schedules_counts c using (select extract(year from tanggal)::int as tahun, extract(month from tanggal)::int as bulan, idteknisi, status_penjadwalan, -1 as n from old_rows) d
          where c.tahun = d.tahun and c.bulan = d.bulan and c.idteknisi = d.idteknisi
            and c.status_penjadwalan = d.status_penjadwalan and c.n = 0;
      else
        insert into schedules_counts as c
          select tahun, bulan, idteknisi, status_penjadwalan, sum(n) from (select extract(year from tanggal)::int as tahun, extract(month from tanggal)::int as bulan, idteknisi, status_penjadwalan, 1 as n from new_rows union all select extract(year from tanggal)::int as tahun, extract(month from tanggal)::int as bulan, idteknisi, status_penjadwalan, -1 as n from old_rows) d
          group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4
          on conflict (tahun, bulan, idteknisi, status_penjadwalan) do update set n = c.n + excluded.n;
        delete from schedules_counts c using (select extract(year from tanggal)::int as tahun, extract(month from tanggal)::int as bulan, idteknisi, status_penjadwalan, 1 as n from new_rows union all select extract(year from tanggal)::int as tahun, extract(month from tanggal)::int as bulan, idteknisi, status_penjadwalan, -1 as n from old_rows) d
          where c.tahun = d.tahun and c.bulan = d.bulan and c.idteknisi = d.idteknisi
            and c.status_penjadwalan = d.status_penjadwalan and c.n = 0;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger schedules_counts_insert after insert on schedules
    referencing new table as new_rows for each statement execute function schedules_counts_apply()`.execute(
    db,
  )
  await sql`create trigger schedules_counts_update after update on schedules
    referencing old table as old_rows new table as new_rows for each statement execute function schedules_counts_apply()`.execute(
    db,
  )
  await sql`create trigger schedules_counts_delete after delete on schedules
    referencing old table as old_rows for each statement execute function schedules_counts_apply()`.execute(
    db,
  )
  await sql`create function schedules_counts_clear() returns trigger language plpgsql as $$
    begin delete from schedules_counts; return null; end $$`.execute(db)
  await sql`create trigger schedules_counts_truncate after truncate on schedules
    for each statement execute function schedules_counts_clear()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger schedules_counts_truncate on schedules`.execute(db)
  await sql`drop trigger schedules_counts_delete on schedules`.execute(db)
  await sql`drop trigger schedules_counts_update on schedules`.execute(db)
  await sql`drop trigger schedules_counts_insert on schedules`.execute(db)
  await sql`drop function schedules_counts_clear()`.execute(db)
  await sql`drop function schedules_counts_apply()`.execute(db)
  await sql`drop table schedules_counts`.execute(db)
  await sql`drop trigger customers_name_to_schedules on customers`.execute(db)
  await sql`drop function customers_name_to_schedules()`.execute(db)
  await sql`drop trigger schedules_customer_name on schedules`.execute(db)
  await sql`drop function schedules_customer_name()`.execute(db)
  await sql`alter table schedules drop column nama_pelanggan`.execute(db)
}
