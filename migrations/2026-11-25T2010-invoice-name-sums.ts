import { type Kysely, sql } from 'kysely'

// The invoice search's count and sums grouped by the distinct customer name (issue 12,
// docs/adr/0023). A search by name matched every invoice through invoice_search's trigram index and
// then read each match's row (~9 900 rows on nearly every page of the table for `hidayat` at 100 000
// customers). A name is the customer's, and many customers share one: 972 distinct names at
// 100 000 customers, 108 of them holding `hidayat`. So:
// 1. `invoices.nama_search`: the lower-case name of the invoice's customer, set by a BEFORE INSERT
//    trigger, by invoice_search_follow when an invoice changes customer, and by the customers'
//    trigger on a rename. A covering
//    btree `invoices_nama_idx (nama_search, tanggal_tagihan) include (status, status_pembayaran,
//    jatuh_tempo, total)` sums a name's invoices index-only: one descent per matching name. A
//    payment or a cancellation already rewrites the invoices' indexes (their status is in two of
//    them), so this adds one btree entry to it and no heap write.
// 2. `invoice_names (nama_search, n)`: every distinct name of the invoices with its number of
//    invoices, trigram GIN (fastupdate off): the search finds the matching names here (a thousand
//    rows) instead of the matching invoices. Kept in invoice_search_follow (the same triggers,
//    no new one): per statement on insert, delete and truncate, per row when the name changes;
//    a name reaching 0 is removed, so a rebuild gives the same table.
// 3. `invoice_search.search_text` is now only the number and the customer's code: a name match is
//    counted through (1) and (2), a number or code match that is not a name match on
//    invoice_search as before; `invoice_search.nama_search` (a btree, unchanged by a payment, so its
//    update stays HOT) serves the pages' filter. An issue writes 30 trigram entries instead of 48.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table invoices add column nama_search text not null default ''`.execute(db)
  await sql`alter table invoice_search add column nama_search text not null default ''`.execute(db)
  await sql`create function invoices_nama() returns trigger language plpgsql as $$
    begin
      new.nama_search := coalesce((select lower(c.nama_pelanggan) from customers c
        where c.idpelanggan = new.idpelanggan), '');
      return new;
    end $$`.execute(db)
  await sql`create trigger invoices_nama_insert before insert on invoices
    for each row execute function invoices_nama()`.execute(db)
  await sql`create or replace function invoice_search_text(nomor_tagihan text, idpelanggan integer) returns text
    language sql stable as $$
      select lower(nomor_tagihan || E'\n' || coalesce((select c.kode_pelanggan
        from customers c where c.idpelanggan = invoice_search_text.idpelanggan), ''))
    $$`.execute(db)
  await sql`alter table invoice_search disable trigger user`.execute(db)
  await sql`alter table invoices disable trigger invoice_search_update`.execute(db)
  await sql`update invoices i set nama_search = lower(c.nama_pelanggan) from customers c
    where c.idpelanggan = i.idpelanggan`.execute(db)
  await sql`alter table invoices enable trigger invoice_search_update`.execute(db)
  await sql`drop index invoice_search_text_idx`.execute(db)
  await sql`truncate invoice_search`.execute(db)
  await sql`insert into invoice_search
    select idtagihan, idpelanggan, nomor_tagihan, invoice_search_text(nomor_tagihan, idpelanggan),
      tanggal_tagihan, jatuh_tempo, status, status_pembayaran, total, nama_search
    from invoices`.execute(db)
  await sql`alter table invoice_search enable trigger user`.execute(db)
  await sql`create index invoice_search_text_idx on invoice_search using gin (search_text gin_trgm_ops)
    with (fastupdate = off)`.execute(db)
  await sql`create index invoices_nama_idx on invoices (nama_search, tanggal_tagihan)
    include (status, status_pembayaran, jatuh_tempo, total)`.execute(db)
  // An index-only scan reads the heap for every entry on a page not marked all-visible: after a
  // thousand payments, 3 025 of the 9 929 (41 ms instead of 2). Vacuum the invoices after ~1 % of
  // them changed (not 20 %), so the pages written since are marked again; with so few dead rows a
  // vacuum skips the indexes (PostgreSQL's bypass) and only visits those pages.
  await sql`alter table invoices set (autovacuum_vacuum_scale_factor = 0.01,
    autovacuum_vacuum_insert_scale_factor = 0.01)`.execute(db)
  // The pages' filter takes a name among the matching ones (docs/adr/0023); with the trigram index
  // on the number and code, a bitmap of both when the filters leave few rows.
  await sql`create index invoice_search_nama_idx on invoice_search (nama_search)`.execute(db)
  await sql`create table invoice_names (
    nama_search text primary key,
    n integer not null
  ) with (fillfactor = 90)`.execute(db)
  await sql`insert into invoice_names select nama_search, count(*) from invoices group by 1`.execute(db)
  await sql`create index invoice_names_trgm on invoice_names using gin (nama_search gin_trgm_ops)
    with (fastupdate = off)`.execute(db)
  await sql`create or replace function invoice_search_follow() returns trigger language plpgsql as $$
    declare
      step integer;
      nama text;
    begin
      if tg_op = 'INSERT' then
        insert into invoice_search
          select idtagihan, idpelanggan, nomor_tagihan, invoice_search_text(nomor_tagihan, idpelanggan),
            tanggal_tagihan, jatuh_tempo, status, status_pembayaran, total, nama_search
          from new_rows;
        insert into invoice_names as c
          select nama_search, count(*) from new_rows group by 1 order by 1
          on conflict (nama_search) do update set n = c.n + excluded.n;
      elsif tg_op = 'DELETE' then
        delete from invoice_search s using old_rows o where s.idtagihan = o.idtagihan;
        insert into invoice_names as c
          select nama_search, -count(*) from old_rows group by 1 order by 1
          on conflict (nama_search) do update set n = c.n + excluded.n;
        delete from invoice_names where n = 0;
      elsif tg_op = 'TRUNCATE' then
        -- delete, not truncate: a rebuild truncates both tables in one statement.
        delete from invoice_search;
        delete from invoice_names;
      else
        -- An invoice moved to another customer takes its name here, not in a BEFORE UPDATE trigger:
        -- that locks every updated row first (a Heap/LOCK record, 54 B of WAL per payment or edit).
        -- The second update fires this trigger again, which copies everything below.
        if old.idpelanggan is distinct from new.idpelanggan then
          nama := coalesce((select lower(c.nama_pelanggan) from customers c
            where c.idpelanggan = new.idpelanggan), '');
          if nama is distinct from new.nama_search then
            update invoices set nama_search = nama where idtagihan = new.idtagihan;
            return null;
          end if;
        end if;
        update invoice_search set idpelanggan = new.idpelanggan, nomor_tagihan = new.nomor_tagihan,
          search_text = invoice_search_text(new.nomor_tagihan, new.idpelanggan),
          tanggal_tagihan = new.tanggal_tagihan, jatuh_tempo = new.jatuh_tempo, status = new.status,
          status_pembayaran = new.status_pembayaran, total = new.total, nama_search = new.nama_search
        where idtagihan = new.idtagihan;
        if old.nama_search is distinct from new.nama_search then
          -- two names in key order, so two writers never wait on each other crosswise
          for step in 1..2 loop
            if (step = 1) = (old.nama_search < new.nama_search) then
              update invoice_names set n = n - 1 where nama_search = old.nama_search;
              delete from invoice_names where nama_search = old.nama_search and n = 0;
            else
              insert into invoice_names as c values (new.nama_search, 1)
                on conflict (nama_search) do update set n = c.n + 1;
            end if;
          end loop;
        end if;
      end if;
      return null;
    end $$`.execute(db)
  await sql`drop trigger invoice_search_update on invoices`.execute(db)
  await sql`create trigger invoice_search_update after update on invoices for each row when (
      (old.idpelanggan, old.nomor_tagihan, old.tanggal_tagihan, old.jatuh_tempo, old.status, old.status_pembayaran, old.total, old.nama_search)
      is distinct from
      (new.idpelanggan, new.nomor_tagihan, new.tanggal_tagihan, new.jatuh_tempo, new.status, new.status_pembayaran, new.total, new.nama_search)
    ) execute function invoice_search_follow()`.execute(db)
  // A customer inserted (a rebuild's), deleted, renamed or recoded: its invoices' name copy (which
  // moves invoice_search and invoice_names through the trigger above) and their search text.
  await sql`create or replace function customers_to_invoice_search() returns trigger language plpgsql as $$
    declare
      id integer := case when tg_op = 'DELETE' then old.idpelanggan else new.idpelanggan end;
      nama text := case when tg_op = 'DELETE' then '' else lower(new.nama_pelanggan) end;
    begin
      update invoices set nama_search = nama where idpelanggan = id and nama_search is distinct from nama;
      update invoice_search set search_text = invoice_search_text(nomor_tagihan, idpelanggan)
        where idpelanggan = id and search_text is distinct from invoice_search_text(nomor_tagihan, idpelanggan);
      return null;
    end $$`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create or replace function customers_to_invoice_search() returns trigger language plpgsql as $$
    declare
      id integer := case when tg_op = 'DELETE' then old.idpelanggan else new.idpelanggan end;
    begin
      update invoice_search set search_text = invoice_search_text(nomor_tagihan, idpelanggan)
        where idpelanggan = id and search_text is distinct from invoice_search_text(nomor_tagihan, idpelanggan);
      return null;
    end $$`.execute(db)
  await sql`drop trigger invoice_search_update on invoices`.execute(db)
  await sql`create trigger invoice_search_update after update on invoices for each row when (
      (old.idpelanggan, old.nomor_tagihan, old.tanggal_tagihan, old.jatuh_tempo, old.status, old.status_pembayaran, old.total)
      is distinct from
      (new.idpelanggan, new.nomor_tagihan, new.tanggal_tagihan, new.jatuh_tempo, new.status, new.status_pembayaran, new.total)
    ) execute function invoice_search_follow()`.execute(db)
  await sql`create or replace function invoice_search_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into invoice_search
          select idtagihan, idpelanggan, nomor_tagihan, invoice_search_text(nomor_tagihan, idpelanggan),
            tanggal_tagihan, jatuh_tempo, status, status_pembayaran, total
          from new_rows;
      elsif tg_op = 'DELETE' then
        delete from invoice_search s using old_rows o where s.idtagihan = o.idtagihan;
      elsif tg_op = 'TRUNCATE' then
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
  await sql`drop table invoice_names`.execute(db)
  await sql`drop index invoices_nama_idx`.execute(db)
  await sql`alter table invoices reset (autovacuum_vacuum_scale_factor, autovacuum_vacuum_insert_scale_factor)`.execute(
    db,
  )
  await sql`drop trigger invoices_nama_insert on invoices`.execute(db)
  await sql`drop function invoices_nama()`.execute(db)
  await sql`alter table invoice_search drop column nama_search`.execute(db)
  await sql`alter table invoices drop column nama_search`.execute(db)
  await sql`create or replace function invoice_search_text(nomor_tagihan text, idpelanggan integer) returns text
    language sql stable as $$
      select lower(nomor_tagihan || E'\n' || coalesce((select c.kode_pelanggan || E'\n' || c.nama_pelanggan
        from customers c where c.idpelanggan = invoice_search_text.idpelanggan), ''))
    $$`.execute(db)
  await sql`update invoice_search set search_text = invoice_search_text(nomor_tagihan, idpelanggan)`.execute(
    db,
  )
}
