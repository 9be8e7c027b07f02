import { type Kysely, sql } from 'kysely'

// The reports' search boxes (admin and customer area) promise the notes: search_text, which the
// list searches through its trigram index (migration 2026-11-28T1110), now holds the note (catatan)
// too, after the id and the customer's name, all in lower case. It is set again when the note or
// the customer changes (the same BEFORE UPDATE trigger, only when one of them changed) and when the
// customer is renamed; the existing rows get theirs here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function report_search_text(id integer, idpelanggan integer, catatan text) returns text
    language sql stable as $$
      select id || ' ' || coalesce((select lower(c.nama_pelanggan) from customers c
        where c.idpelanggan = report_search_text.idpelanggan), '') || ' ' || lower(catatan)
    $$`.execute(db)
  await sql`create or replace function reports_search_text() returns trigger language plpgsql as $$
    begin
      new.search_text := report_search_text(new.id_laporan, new.idpelanggan, new.catatan);
      return new;
    end $$`.execute(db)
  await sql`create or replace function reports_customer_renamed() returns trigger language plpgsql as $$
    begin
      update reports set search_text = report_search_text(id_laporan, idpelanggan, catatan)
        where idpelanggan = new.idpelanggan;
      return null;
    end $$`.execute(db)
  await sql`drop trigger reports_customer_moved on reports`.execute(db)
  await sql`create trigger reports_search_changed before update of idpelanggan, catatan on reports
    for each row when (old.idpelanggan is distinct from new.idpelanggan or old.catatan is distinct from new.catatan)
    execute function reports_search_text()`.execute(db)
  await sql`drop function report_search_text(integer, integer)`.execute(db)
  await sql`update reports set search_text = report_search_text(id_laporan, idpelanggan, catatan)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create function report_search_text(id integer, idpelanggan integer) returns text
    language sql stable as $$
      select id || ' ' || coalesce((select lower(c.nama_pelanggan) from customers c
        where c.idpelanggan = report_search_text.idpelanggan), '')
    $$`.execute(db)
  await sql`create or replace function reports_search_text() returns trigger language plpgsql as $$
    begin
      new.search_text := report_search_text(new.id_laporan, new.idpelanggan);
      return new;
    end $$`.execute(db)
  await sql`create or replace function reports_customer_renamed() returns trigger language plpgsql as $$
    begin
      update reports set search_text = report_search_text(id_laporan, idpelanggan)
        where idpelanggan = new.idpelanggan;
      return null;
    end $$`.execute(db)
  await sql`drop trigger reports_search_changed on reports`.execute(db)
  await sql`create trigger reports_customer_moved before update of idpelanggan on reports
    for each row when (old.idpelanggan is distinct from new.idpelanggan)
    execute function reports_search_text()`.execute(db)
  await sql`drop function report_search_text(integer, integer, text)`.execute(db)
  await sql`update reports set search_text = report_search_text(id_laporan, idpelanggan)`.execute(db)
}
