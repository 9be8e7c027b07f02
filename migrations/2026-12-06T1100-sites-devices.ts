import { type Kysely, sql } from 'kysely'

// Sites (lokasi), their areas and monitoring devices (perangkat), event-sourced (issue 39).
// - `sites`, `areas` and `devices` are read tables of their projections; `site_ids`,
//   `area_ids` and `device_ids` give the ids, `device_numbers` counts each site's devices
//   ({kode_lokasi}-{nnn}, never reused) and `device_short_codes` reserves every short code ever
//   printed on a label, so an old label never names another device: these are the write side,
//   never rebuilt.
// - A site's code is unique, an area's name unique within its site (case-insensitive), a
//   device's number and current short code unique: the backstops of the commands' own checks.
// - search_text is generated from the record's own columns (lower case) for the lists' search.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence site_ids`.execute(db)
  await sql`create sequence area_ids`.execute(db)
  await sql`create sequence device_ids`.execute(db)
  await sql`create table sites (
    idlokasi integer primary key,
    idpelanggan integer not null,
    kode_lokasi text not null,
    nama_lokasi text not null,
    alamat text not null,
    link_maps text not null default '',
    status_aktif text not null,
    search_text text generated always as (lower(kode_lokasi || ' ' || nama_lokasi || ' ' || alamat)) stored,
    version integer not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db)
  await sql`create unique index sites_kode_idx on sites (kode_lokasi)`.execute(db)
  await sql`create index sites_pelanggan_idx on sites (idpelanggan, idlokasi desc)`.execute(db)

  await sql`create table areas (
    idarea integer primary key,
    idlokasi integer not null,
    nama_area text not null,
    zona text not null,
    denah_key text,
    denah_nama text,
    denah_tipe text,
    version integer not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db)
  await sql`create unique index areas_name_idx on areas (idlokasi, lower(nama_area))`.execute(db)

  await sql`create table devices (
    idperangkat integer primary key,
    idlokasi integer not null,
    idarea integer not null,
    nomor integer not null,
    kode_perangkat text not null,
    kode_pendek text not null,
    jenis_perangkat text not null,
    posisi_x double precision,
    posisi_y double precision,
    tanggal_pasang date not null,
    status_perangkat text not null,
    catatan text not null default '',
    search_text text generated always as (lower(kode_perangkat || ' ' || kode_pendek || ' ' || jenis_perangkat || ' ' || catatan)) stored,
    version integer not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db)
  await sql`create unique index devices_kode_idx on devices (kode_perangkat)`.execute(db)
  await sql`create unique index devices_short_idx on devices (kode_pendek)`.execute(db)
  await sql`create index devices_site_idx on devices (idlokasi, idperangkat)`.execute(db)
  await sql`create index devices_area_idx on devices (idarea)`.execute(db)

  await sql`create table device_numbers (idlokasi integer primary key, terakhir integer not null)`.execute(db)
  await sql`create table device_short_codes (
    kode_pendek text primary key,
    idperangkat integer not null
  )`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table device_short_codes`.execute(db)
  await sql`drop table device_numbers`.execute(db)
  await sql`drop table devices`.execute(db)
  await sql`drop table areas`.execute(db)
  await sql`drop table sites`.execute(db)
  await sql`drop sequence device_ids`.execute(db)
  await sql`drop sequence area_ids`.execute(db)
  await sql`drop sequence site_ids`.execute(db)
}
