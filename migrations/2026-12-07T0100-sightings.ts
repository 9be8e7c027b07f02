import { type Kysely, sql } from 'kysely'

// Pest sightings by the customer and the sites' QR posters (issue 40 item 5, ADR 0094-0096):
// the read tables of the sightings projections. `sighting_ids` gives the ids (write side, never
// rebuilt). A poster's token is unique: the public page finds its site by it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence sighting_ids`.execute(db)
  await sql`create table sightings (
    idpenampakan integer primary key,
    idlokasi integer not null,
    idpelanggan integer not null,
    idarea integer,
    hama text not null,
    catatan text not null,
    sumber text not null,
    waktu timestamptz not null,
    batas_tanggapan timestamptz not null,
    status text not null,
    catatan_tindak_lanjut text,
    ditindaklanjuti timestamptz,
    foto_key text,
    foto_nama text,
    foto_tipe text,
    foto_ukuran integer,
    version integer not null
  )`.execute(db)
  await sql`create index sightings_site_idx on sightings (idlokasi, waktu desc)`.execute(db)
  await sql`create index sightings_waiting_idx on sightings (batas_tanggapan) where status = 'menunggu'`.execute(
    db,
  )
  await sql`create table sighting_posters (
    idlokasi integer primary key,
    token text not null unique,
    dibuat timestamptz not null,
    version integer not null
  )`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sighting_posters`.execute(db)
  await sql`drop table sightings`.execute(db)
  await sql`drop sequence sighting_ids`.execute(db)
}
