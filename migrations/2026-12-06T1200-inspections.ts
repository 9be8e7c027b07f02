import { type Kysely, sql } from 'kysely'

// Readings of monitoring devices at visits (pemeriksaan, issue 39 item 3), event-sourced: the
// `inspections` read table of its projection, one row per device per visit (the unique index is
// the backstop of the decider's 409), with the site for the per-site CSV and the monthly map.
// `inspection_ids` gives the ids (write side, never rebuilt).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence inspection_ids`.execute(db)
  await sql`create table inspections (
    idpemeriksaan integer primary key,
    idpenjadwalan integer not null,
    idperangkat integer not null,
    idlokasi integer not null,
    kode_perangkat text not null,
    jenis_perangkat text not null,
    idempotency_key text not null,
    waktu timestamptz not null,
    kondisi text not null,
    umpan_dimakan integer,
    aktivitas text,
    umpan_diganti boolean,
    tangkapan jsonb not null default '[]',
    lem_diganti boolean,
    lampu_diganti boolean,
    aktivitas_rayap boolean,
    catatan text not null default '',
    version integer not null,
    created_at timestamptz not null
  )`.execute(db)
  await sql`create unique index inspections_visit_device_idx on inspections (idpenjadwalan, idperangkat)`.execute(
    db,
  )
  await sql`create index inspections_site_time_idx on inspections (idlokasi, waktu)`.execute(db)
  await sql`create index inspections_device_time_idx on inspections (idperangkat, waktu desc)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table inspections`.execute(db)
  await sql`drop sequence inspection_ids`.execute(db)
}
