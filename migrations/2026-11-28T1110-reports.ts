import { type Kysely, sql } from 'kysely'

// Uploaded reports (laporan) are event-sourced. `reports` is the read table of their projection;
// the id sequence is the write side. search_text (the id and the customer's name, lower case) is
// kept by triggers as the certificates' is (migration 2026-11-28T1100); the list's totals per year
// of tanggal_laporan come from list_counts.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence reports_id_seq`.execute(db)
  await sql`create table reports (
    id_laporan integer primary key,
    idpelanggan integer not null,
    tanggal_laporan date not null,
    catatan text not null default '',
    file_key text not null,
    nama_file text not null,
    file_tipe text not null,
    search_text text not null default '',
    version integer not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db)
  await sql`create index reports_pelanggan_idx on reports (idpelanggan, id_laporan desc)`.execute(db)
  await sql`create index reports_tanggal_idx on reports (tanggal_laporan, id_laporan)`.execute(db)
  await sql`create index reports_search_idx on reports using gin (search_text gin_trgm_ops)
    with (fastupdate = off)`.execute(db)

  await sql`create function report_search_text(id integer, idpelanggan integer) returns text
    language sql stable as $$
      select id || ' ' || coalesce((select lower(c.nama_pelanggan) from customers c
        where c.idpelanggan = report_search_text.idpelanggan), '')
    $$`.execute(db)
  await sql`create function reports_search_text() returns trigger language plpgsql as $$
    begin
      new.search_text := report_search_text(new.id_laporan, new.idpelanggan);
      return new;
    end $$`.execute(db)
  await sql`create trigger reports_search_text before insert on reports
    for each row execute function reports_search_text()`.execute(db)
  await sql`create trigger reports_customer_moved before update of idpelanggan on reports
    for each row when (old.idpelanggan is distinct from new.idpelanggan)
    execute function reports_search_text()`.execute(db)
  await sql`create function reports_customer_renamed() returns trigger language plpgsql as $$
    begin
      update reports set search_text = report_search_text(id_laporan, idpelanggan)
        where idpelanggan = new.idpelanggan;
      return null;
    end $$`.execute(db)
  await sql`create trigger reports_customer_renamed after update of nama_pelanggan on customers
    for each row when (old.nama_pelanggan is distinct from new.nama_pelanggan)
    execute function reports_customer_renamed()`.execute(db)

  await sql`select track_list_counts('reports', 'reports',
    'jsonb_build_object(''tahun'', extract(year from r.tanggal_laporan)::int)')`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`select untrack_list_counts('reports')`.execute(db)
  await sql`drop trigger reports_customer_renamed on customers`.execute(db)
  await sql`drop function reports_customer_renamed()`.execute(db)
  await sql`drop table reports`.execute(db)
  await sql`drop function reports_search_text()`.execute(db)
  await sql`drop function report_search_text(integer, integer)`.execute(db)
  await sql`drop sequence reports_id_seq`.execute(db)
}
