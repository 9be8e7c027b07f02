import { type Kysely, sql } from 'kysely'

// Speed of the invoice list at 100 000 customers (issue 12 item 7, docs/adr/0015), the schedules'
// pattern (migration 2026-11-24T0100, docs/adr/0014):
// 1. `invoice_search`: per invoice, its number and its customer's code and name in lower case
//    (`search_text`, trigram-indexed) beside the columns the list filters and sums. A search counts
//    and sums its matching invoices through one bitmap over this narrow table (~110 bytes a row)
//    instead of the invoices' wide rows (~550 bytes with the items), and the bitmap's recheck
//    compares stored lower-case text (lower() per row cost as much again). Kept by triggers in the
//    writing transaction: on invoices (insert, update, delete, truncate) and on customers (a renamed
//    or recoded customer is found by the new name at once; a rebuild inserting customers again too).
//    The parts are joined with a newline, which a search text never holds, so no match spans two.
// 2. `invoices_counts`: per (tahun, bulan, status, status_pembayaran, jatuh_tempo) the number of
//    invoices and the sum of their totals, kept by triggers on the read table in the same
//    transaction, so totalRows and the ringkasan are sums over a few hundred rows instead of a pass
//    over 90 000 invoices. `jatuh_tempo` is kept only for an issued unpaid invoice (the only kind that
//    can be overdue, so the overdue count follows the calendar without a write); every other
//    invoice has 'infinity' there, which is never before today and keeps the key free of nulls.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table invoice_search (
    idtagihan integer primary key,
    idpelanggan integer not null,
    nomor_tagihan text not null,
    search_text text not null,
    tanggal_tagihan date not null,
    jatuh_tempo date not null,
    status text not null,
    status_pembayaran text not null,
    total bigint not null
  ) with (fillfactor = 80)`.execute(db)
  await sql`create function invoice_search_text(nomor_tagihan text, idpelanggan integer) returns text
    language sql stable as $$
      select lower(nomor_tagihan || E'\n' || coalesce((select c.kode_pelanggan || E'\n' || c.nama_pelanggan
        from customers c where c.idpelanggan = invoice_search_text.idpelanggan), ''))
    $$`.execute(db)
  await sql`insert into invoice_search
    select idtagihan, idpelanggan, nomor_tagihan, invoice_search_text(nomor_tagihan, idpelanggan),
      tanggal_tagihan, jatuh_tempo, status, status_pembayaran, total
    from invoices`.execute(db)
  await sql`create extension if not exists pg_trgm`.execute(db)
  // Room left in each page (fillfactor) keeps a payment's or an edit's update of a row on its page
  // without touching the indexes (a HOT update); the trigram index takes each new text at once
  // (fastupdate off): its pending list, filled by writes until a vacuum, made the search's bitmap
  // read it whole (10 ms instead of 1) and the planner fall back to a sequential scan.
  await sql`create index invoice_search_text_idx on invoice_search using gin (search_text gin_trgm_ops)
    with (fastupdate = off)`.execute(db)
  await sql`create index invoice_search_pelanggan_idx on invoice_search (idpelanggan)`.execute(db)
  // The number is searched in invoice_search now; its own index on the invoices only cost writes.
  await sql`drop index invoices_nomor_trgm`.execute(db)
  await sql`create function invoice_search_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into invoice_search
          select idtagihan, idpelanggan, nomor_tagihan, invoice_search_text(nomor_tagihan, idpelanggan),
            tanggal_tagihan, jatuh_tempo, status, status_pembayaran, total
          from new_rows;
      elsif tg_op = 'DELETE' then
        delete from invoice_search s using old_rows o where s.idtagihan = o.idtagihan;
      elsif tg_op = 'TRUNCATE' then
        -- delete, not truncate: a rebuild truncates both tables in one statement.
        delete from invoice_search;
      else
        update invoice_search set idpelanggan = new.idpelanggan, nomor_tagihan = new.nomor_tagihan,
          search_text = invoice_search_text(new.nomor_tagihan, new.idpelanggan),
          tanggal_tagihan = new.tanggal_tagihan, jatuh_tempo = new.jatuh_tempo, status = new.status,
          status_pembayaran = new.status_pembayaran, total = new.total
        where idtagihan = new.idtagihan;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger invoice_search_insert after insert on invoices
    referencing new table as new_rows for each statement execute function invoice_search_follow()`.execute(db)
  await sql`create trigger invoice_search_delete after delete on invoices
    referencing old table as old_rows for each statement execute function invoice_search_follow()`.execute(db)
  await sql`create trigger invoice_search_truncate after truncate on invoices
    for each statement execute function invoice_search_follow()`.execute(db)
  await sql`create trigger invoice_search_update after update on invoices for each row when (
      (old.idpelanggan, old.nomor_tagihan, old.tanggal_tagihan, old.jatuh_tempo, old.status, old.status_pembayaran, old.total)
      is distinct from
      (new.idpelanggan, new.nomor_tagihan, new.tanggal_tagihan, new.jatuh_tempo, new.status, new.status_pembayaran, new.total)
    ) execute function invoice_search_follow()`.execute(db)
  await sql`create function customers_to_invoice_search() returns trigger language plpgsql as $$
    declare
      id integer := case when tg_op = 'DELETE' then old.idpelanggan else new.idpelanggan end;
    begin
      update invoice_search set search_text = invoice_search_text(nomor_tagihan, idpelanggan)
        where idpelanggan = id and search_text is distinct from invoice_search_text(nomor_tagihan, idpelanggan);
      return null;
    end $$`.execute(db)
  await sql`create trigger customers_to_invoice_search after insert or delete or update of kode_pelanggan, nama_pelanggan
    on customers for each row execute function customers_to_invoice_search()`.execute(db)

  await sql`create table invoices_counts (
    tahun integer not null,
    bulan integer not null,
    status text not null,
    status_pembayaran text not null,
    jatuh_tempo date not null,
    n bigint not null,
    total bigint not null,
    primary key (tahun, bulan, status, status_pembayaran, jatuh_tempo)
  )`.execute(db)
  // The key of one invoice row, written once for every trigger below (a one-row table function, so
  // PostgreSQL inlines it into the bulk statements).
  await sql`create function invoices_counts_key(date, text, text, date)
    returns table (tahun integer, bulan integer, status text, status_pembayaran text, jatuh_tempo date)
    language sql immutable as $$
      select extract(year from $1)::int, extract(month from $1)::int, $2, $3,
        case when $2 = 'terbit' and $3 = 'belum lunas' then $4 else 'infinity'::date end
    $$`.execute(db)
  await sql`insert into invoices_counts
    select k.*, count(*), sum(i.total) from invoices i,
      invoices_counts_key(i.tanggal_tagihan, i.status, i.status_pembayaran, i.jatuh_tempo) k
    group by 1, 2, 3, 4, 5`.execute(db)
  // Insert and delete: statement triggers over the transition tables, so a rebuild's or the seed's
  // bulk insert is one pass. Keys are locked in a fixed order (no deadlock between two writers); a
  // key whose count reaches 0 is removed, so a rebuild gives the same table.
  await sql`create function invoices_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into invoices_counts as c
          select k.*, count(*), sum(r.total) from new_rows r,
            invoices_counts_key(r.tanggal_tagihan, r.status, r.status_pembayaran, r.jatuh_tempo) k
          group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
          on conflict (tahun, bulan, status, status_pembayaran, jatuh_tempo)
            do update set n = c.n + excluded.n, total = c.total + excluded.total;
      else
        insert into invoices_counts as c
          select k.*, -count(*), -sum(r.total) from old_rows r,
            invoices_counts_key(r.tanggal_tagihan, r.status, r.status_pembayaran, r.jatuh_tempo) k
          group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
          on conflict (tahun, bulan, status, status_pembayaran, jatuh_tempo)
            do update set n = c.n + excluded.n, total = c.total + excluded.total;
        delete from invoices_counts where n = 0;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger invoices_counts_insert after insert on invoices
    referencing new table as new_rows for each statement execute function invoices_counts_apply()`.execute(db)
  await sql`create trigger invoices_counts_delete after delete on invoices
    referencing old table as old_rows for each statement execute function invoices_counts_apply()`.execute(db)
  // An update (a change, a payment, its reversal, a cancellation): a row trigger that fires only
  // when the key or the total changes; two upserts taken in key order, or one when only the total moved.
  await sql`create function invoices_counts_move() returns trigger language plpgsql as $$
    declare
      old_key record;
      new_key record;
      step integer;
    begin
      select * into old_key from invoices_counts_key(old.tanggal_tagihan, old.status, old.status_pembayaran, old.jatuh_tempo);
      select * into new_key from invoices_counts_key(new.tanggal_tagihan, new.status, new.status_pembayaran, new.jatuh_tempo);
      if old_key = new_key then
        if old.total is distinct from new.total then
          update invoices_counts set total = total + new.total - old.total
            where (tahun, bulan, status, status_pembayaran, jatuh_tempo)
              = (new_key.tahun, new_key.bulan, new_key.status, new_key.status_pembayaran, new_key.jatuh_tempo);
        end if;
        return null;
      end if;
      for step in 1..2 loop
        if (step = 1) = (old_key < new_key) then
          update invoices_counts set n = n - 1, total = total - old.total
            where (tahun, bulan, status, status_pembayaran, jatuh_tempo)
              = (old_key.tahun, old_key.bulan, old_key.status, old_key.status_pembayaran, old_key.jatuh_tempo);
          delete from invoices_counts
            where (tahun, bulan, status, status_pembayaran, jatuh_tempo)
              = (old_key.tahun, old_key.bulan, old_key.status, old_key.status_pembayaran, old_key.jatuh_tempo)
              and n = 0;
        else
          insert into invoices_counts as c
            values (new_key.tahun, new_key.bulan, new_key.status, new_key.status_pembayaran, new_key.jatuh_tempo, 1, new.total)
            on conflict (tahun, bulan, status, status_pembayaran, jatuh_tempo)
              do update set n = c.n + 1, total = c.total + excluded.total;
        end if;
      end loop;
      return null;
    end $$`.execute(db)
  await sql`create trigger invoices_counts_move after update of tanggal_tagihan, status, status_pembayaran, jatuh_tempo, total
    on invoices for each row when (
      old.tanggal_tagihan is distinct from new.tanggal_tagihan or old.status is distinct from new.status
      or old.status_pembayaran is distinct from new.status_pembayaran or old.jatuh_tempo is distinct from new.jatuh_tempo
      or old.total is distinct from new.total
    ) execute function invoices_counts_move()`.execute(db)
  await sql`create function invoices_counts_clear() returns trigger language plpgsql as $$
    begin delete from invoices_counts; return null; end $$`.execute(db)
  await sql`create trigger invoices_counts_truncate after truncate on invoices
    for each statement execute function invoices_counts_clear()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger invoices_counts_truncate on invoices`.execute(db)
  await sql`drop trigger invoices_counts_move on invoices`.execute(db)
  await sql`drop trigger invoices_counts_delete on invoices`.execute(db)
  await sql`drop trigger invoices_counts_insert on invoices`.execute(db)
  await sql`drop function invoices_counts_clear()`.execute(db)
  await sql`drop function invoices_counts_move()`.execute(db)
  await sql`drop function invoices_counts_apply()`.execute(db)
  await sql`drop function invoices_counts_key(date, text, text, date)`.execute(db)
  await sql`drop table invoices_counts`.execute(db)
  await sql`drop trigger customers_to_invoice_search on customers`.execute(db)
  await sql`drop function customers_to_invoice_search()`.execute(db)
  await sql`drop trigger invoice_search_update on invoices`.execute(db)
  await sql`drop trigger invoice_search_truncate on invoices`.execute(db)
  await sql`drop trigger invoice_search_delete on invoices`.execute(db)
  await sql`drop trigger invoice_search_insert on invoices`.execute(db)
  await sql`drop function invoice_search_follow()`.execute(db)
  await sql`drop table invoice_search`.execute(db)
  await sql`drop function invoice_search_text(text, integer)`.execute(db)
  await sql`create index invoices_nomor_trgm on invoices using gin (lower(nomor_tagihan) gin_trgm_ops)`.execute(
    db,
  )
}
