import { type Kysely, sql } from 'kysely'

// Termite certificates (sertifikat_rayap) are event-sourced. `certificates` is the read table of
// their projection; `certificate_numbers` and the id sequence are the write side (the number
// counter per year is raised in the issuing transaction, so the numbers stay gap-free).
// - One certificate per visit: a unique index, the backstop of the command's own check.
// - search_text is what the list searches (the number, the id and the customer's name, in lower
//   case), kept by triggers as the schedules' copy of the name is (docs/adr/0012): set before an
//   insert and when the certificate moves to another customer, and rewritten when a customer is
//   renamed; a trigram index serves the search.
// - The list's totals per expiry year come from list_counts (migration 2026-11-28T1000).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence certificates_id_seq`.execute(db)
  await sql`create table certificate_numbers (tahun integer primary key, terakhir integer not null)`.execute(
    db,
  )
  await sql`create table certificates (
    idsertifikat_rayap integer primary key,
    nomor_sertifikat text not null unique,
    idpenjadwalan integer not null,
    idpelanggan integer not null,
    tanggal_expired date not null,
    kode_verifikasi text not null unique,
    file_key text not null,
    nama_file text not null,
    file_tipe text not null,
    bukti_key text,
    nama_bukti text,
    bukti_tipe text,
    search_text text not null default '',
    version integer not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db)
  await sql`create unique index certificates_visit_idx on certificates (idpenjadwalan)`.execute(db)
  await sql`create index certificates_pelanggan_idx on certificates (idpelanggan, idsertifikat_rayap desc)`.execute(
    db,
  )
  await sql`create index certificates_expiry_idx on certificates (tanggal_expired, idsertifikat_rayap)`.execute(
    db,
  )
  await sql`create index certificates_search_idx on certificates using gin (search_text gin_trgm_ops)
    with (fastupdate = off)`.execute(db)

  await sql`create function certificate_search_text(nomor text, id integer, idpelanggan integer) returns text
    language sql stable as $$
      select lower(nomor) || ' ' || id || ' ' || coalesce((select lower(c.nama_pelanggan) from customers c
        where c.idpelanggan = certificate_search_text.idpelanggan), '')
    $$`.execute(db)
  await sql`create function certificates_search_text() returns trigger language plpgsql as $$
    begin
      new.search_text := certificate_search_text(new.nomor_sertifikat, new.idsertifikat_rayap, new.idpelanggan);
      return new;
    end $$`.execute(db)
  await sql`create trigger certificates_search_text before insert on certificates
    for each row execute function certificates_search_text()`.execute(db)
  await sql`create trigger certificates_customer_moved before update of idpelanggan on certificates
    for each row when (old.idpelanggan is distinct from new.idpelanggan)
    execute function certificates_search_text()`.execute(db)
  await sql`create function certificates_customer_renamed() returns trigger language plpgsql as $$
    begin
      update certificates
        set search_text = certificate_search_text(nomor_sertifikat, idsertifikat_rayap, idpelanggan)
        where idpelanggan = new.idpelanggan;
      return null;
    end $$`.execute(db)
  await sql`create trigger certificates_customer_renamed after update of nama_pelanggan on customers
    for each row when (old.nama_pelanggan is distinct from new.nama_pelanggan)
    execute function certificates_customer_renamed()`.execute(db)

  await sql`select track_list_counts('certificates', 'certificates',
    'jsonb_build_object(''tahun'', extract(year from r.tanggal_expired)::int)')`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`select untrack_list_counts('certificates')`.execute(db)
  await sql`drop trigger certificates_customer_renamed on customers`.execute(db)
  await sql`drop function certificates_customer_renamed()`.execute(db)
  await sql`drop table certificates`.execute(db)
  await sql`drop function certificates_search_text()`.execute(db)
  await sql`drop function certificate_search_text(text, integer, integer)`.execute(db)
  await sql`drop table certificate_numbers`.execute(db)
  await sql`drop sequence certificates_id_seq`.execute(db)
}
