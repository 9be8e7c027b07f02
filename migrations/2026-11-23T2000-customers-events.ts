import { type Kysely, sql } from 'kysely'

// Customers become event-sourced (domain-model.md, Customers): `customers` turns into the read
// table of the `customers` projection, with the fields the customer screens need.
// - Every customer stored before gets its CustomerCreated event (same id, same creation time), so
//   a rebuild gives the same rows back.
// - Ids come from the `customer_ids` sequence, owned by no table: a rebuild empties the table with
//   `restart identity`, which must not hand out the ids of existing streams again.
// - The accounts' foreign key to customers goes: a read table that a rebuild empties cannot be
//   referenced (the rebuild refuses to cascade). Deleting a customer with an account is refused by
//   the customers module instead ('Data masih dipakai oleh akun pelanggan, nonaktifkan saja').
// - Search (`search_query`, case-insensitive, anywhere in code, name, address, phone) is served by
//   a trigram index: full-text search matches whole words only, never 'doarjo' in 'Sidoarjo'.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db)
  await sql`alter table users drop constraint if exists users_idpelanggan_fkey`.execute(db)
  await sql`
    alter table customers
      add column nama_kontak text not null default '',
      add column link_maps text not null default '',
      add column jenis_usaha text not null default 'Bisnis',
      add column periode_kunjungan text not null default '1x / bulan',
      add column status_aktif text not null default 'aktif',
      add column catatan text not null default '',
      add column version integer not null default 1,
      alter column idpelanggan drop identity if exists,
      drop constraint if exists customers_kode_pelanggan_check,
      add constraint customers_kode_pelanggan_check
        check (kode_pelanggan ~ '^TTSG-(sda|sby|kdr|mjk|mlng)-([0-9]{3}|[1-9][0-9]{3,5})$'),
      add constraint customers_status_aktif_check check (status_aktif in ('aktif', 'tidak aktif'))
  `.execute(db)
  await sql`update customers set updated_at = created_at`.execute(db)
  for (const column of [
    'nama_kontak',
    'link_maps',
    'jenis_usaha',
    'periode_kunjungan',
    'status_aktif',
    'catatan',
    'version',
  ]) {
    await sql`alter table customers alter column ${sql.ref(column)} drop default`.execute(db)
  }
  await sql`create sequence customer_ids owned by none`.execute(db)
  await sql`select setval('customer_ids', coalesce((select max(idpelanggan) from customers), 0) + 1, false)`.execute(
    db,
  )

  await sql`
    insert into streams (stream_type, stream_id, version, updated_at)
    select 'pelanggan', idpelanggan::text, 1, created_at from customers order by idpelanggan
  `.execute(db)
  await sql`
    insert into events (stream_type, stream_id, version, type, data, metadata, created_at)
    select 'pelanggan', idpelanggan::text, 1, 'CustomerCreated',
      jsonb_build_object(
        'kode_pelanggan', kode_pelanggan, 'nama_pelanggan', nama_pelanggan, 'nama_kontak', nama_kontak,
        'alamat', alamat, 'link_maps', link_maps, 'no_telp', no_telp, 'email', email,
        'jenis_usaha', jenis_usaha, 'jenis_pekerjaan', jenis_pekerjaan,
        'periode_kunjungan', periode_kunjungan, 'status_aktif', status_aktif, 'catatan', catatan),
      '{"userId": null, "role": null, "requestId": "migrasi-pelanggan"}'::jsonb,
      created_at
    from customers order by idpelanggan
  `.execute(db)
  await sql`
    insert into projection_positions (projection, stream_type, stream_id, version)
    select 'customers', 'pelanggan', idpelanggan::text, 1 from customers
  `.execute(db)

  await sql`create index customers_search_trgm_idx on customers using gin
    ((lower(kode_pelanggan || ' ' || nama_pelanggan || ' ' || alamat || ' ' || no_telp)) gin_trgm_ops)`.execute(
    db,
  )
  // The free codes of an area (kodeTersedia): a prefix match on the code.
  await sql`create index customers_kode_prefix_idx on customers (kode_pelanggan text_pattern_ops)`.execute(db)
  // Newest first is id order; each filter with that order.
  await sql`create index customers_jenis_pekerjaan_idx on customers (jenis_pekerjaan, idpelanggan desc)`.execute(
    db,
  )
  await sql`create index customers_status_aktif_idx on customers (status_aktif, idpelanggan desc)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index customers_status_aktif_idx`.execute(db)
  await sql`drop index customers_jenis_pekerjaan_idx`.execute(db)
  await sql`drop index customers_search_trgm_idx`.execute(db)
  await sql`drop index customers_kode_prefix_idx`.execute(db)
  await sql`delete from projection_positions where projection = 'customers'`.execute(db)
  await sql`alter table events disable trigger events_no_update`.execute(db)
  await sql`delete from events where stream_type = 'pelanggan'`.execute(db)
  await sql`alter table events enable trigger events_no_update`.execute(db)
  await sql`delete from streams where stream_type = 'pelanggan'`.execute(db)
  await sql`drop sequence customer_ids`.execute(db)
  await sql`
    alter table customers
      drop constraint customers_status_aktif_check,
      drop constraint customers_kode_pelanggan_check,
      add constraint customers_kode_pelanggan_check
        check (kode_pelanggan ~ '^TTSG-(sda|sby|kdr|mjk|mlng)-[0-9]{3}$'),
      drop column nama_kontak, drop column link_maps, drop column jenis_usaha,
      drop column periode_kunjungan, drop column status_aktif, drop column catatan, drop column version
  `.execute(db)
  await sql`alter table customers alter column idpelanggan add generated by default as identity`.execute(db)
  await sql`select setval(pg_get_serial_sequence('customers', 'idpelanggan'), coalesce(max(idpelanggan), 0) + 1, false) from customers`.execute(
    db,
  )
  await sql`alter table users add constraint users_idpelanggan_fkey foreign key (idpelanggan) references customers (idpelanggan) on delete cascade`.execute(
    db,
  )
}
