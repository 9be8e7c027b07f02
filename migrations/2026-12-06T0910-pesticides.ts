import { type Kysely, sql } from 'kysely'

// The pesticides module (issue 39, audit-work.md): the register of products, technicians' licences
// and the applications at visits, all event-sourced; these are the read tables of their projections
// and the id sequences of the write side.
// - pesticides.search_text (a generated column: it reads only its own row) is what the register's
//   list searches; a trigram index serves it, and its list version counts a search once (ADR 0039).
// - pesticide_applications copies the visit's customer, technician and date (the event carries
//   them) so the CSV of a customer's period and the monthly PDF read one table.
// - idarea is kept without a foreign key: the sites module that owns areas comes later.
export async function up(db: Kysely<any>): Promise<void> {
  for (const sequence of ['pesticides_id_seq', 'technician_licences_id_seq', 'pesticide_applications_id_seq'])
    await sql`create sequence ${sql.id(sequence)}`.execute(db)
  await sql`create table pesticides (
    idpestisida integer primary key,
    nama_dagang text not null,
    bahan_aktif text not null,
    kadar text not null,
    formulasi text not null,
    nomor_registrasi text not null,
    berlaku_sampai date not null,
    terbatas boolean not null,
    satuan text not null,
    hama_sasaran text not null default '',
    pengenceran text not null default '',
    label_key text,
    nama_label text,
    label_tipe text,
    sds_key text,
    nama_sds text,
    sds_tipe text,
    search_text text generated always as (
      lower(nama_dagang || ' ' || bahan_aktif || ' ' || nomor_registrasi || ' ' || idpestisida)
    ) stored,
    version integer not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db)
  await sql`create index pesticides_search_idx on pesticides using gin (search_text gin_trgm_ops)`.execute(db)
  await sql`create table technician_licences (
    idlisensi integer primary key,
    idteknisi integer not null,
    jenis_lisensi text not null,
    nomor text not null,
    berlaku_sampai date not null,
    file_key text,
    nama_file text,
    file_tipe text,
    version integer not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db)
  await sql`create index technician_licences_teknisi_idx on technician_licences (idteknisi, berlaku_sampai)`.execute(
    db,
  )
  await sql`create index technician_licences_expiry_idx on technician_licences (berlaku_sampai)`.execute(db)
  await sql`create table pesticide_applications (
    idpemakaian integer primary key,
    idpenjadwalan integer not null,
    idpelanggan integer not null,
    idteknisi integer,
    tanggal date not null,
    idpestisida integer not null,
    jumlah numeric(12, 3) not null,
    satuan text not null,
    pengenceran text not null default '',
    idarea integer,
    metode text not null,
    catatan text not null default '',
    version integer not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db)
  await sql`create index pesticide_applications_visit_idx on pesticide_applications (idpenjadwalan, idpemakaian)`.execute(
    db,
  )
  await sql`create index pesticide_applications_customer_idx on pesticide_applications (idpelanggan, tanggal)`.execute(
    db,
  )
  await sql`create index pesticide_applications_product_idx on pesticide_applications (idpestisida)`.execute(
    db,
  )
  await sql`insert into list_versions (list) values ('pesticides')`.execute(db)
  await sql`create trigger pesticides_list_version after insert or update or delete or truncate
    on pesticides for each statement execute function bump_list_version('pesticides')`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger pesticides_list_version on pesticides`.execute(db)
  await sql`delete from list_versions where list = 'pesticides'`.execute(db)
  await sql`drop table pesticide_applications`.execute(db)
  await sql`drop table technician_licences`.execute(db)
  await sql`drop table pesticides`.execute(db)
  for (const sequence of ['pesticides_id_seq', 'technician_licences_id_seq', 'pesticide_applications_id_seq'])
    await sql`drop sequence ${sql.id(sequence)}`.execute(db)
}
