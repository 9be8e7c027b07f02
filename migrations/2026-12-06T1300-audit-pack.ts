import { type Kysely, sql } from 'kysely'

// The audit packs (their compile's record, like monthly_reports), the auditors' links (the token
// only as its hash) and each opening of a link (issue 40 items 6 and 7, ADR 0090 and 0091).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table audit_packs (
    idpaket serial primary key,
    idlokasi integer not null,
    idpelanggan integer not null,
    dari date not null,
    sampai date not null,
    status text not null default 'diminta',
    requested_at timestamptz not null default now(),
    started_at timestamptz,
    compiled_at timestamptz,
    file_key text,
    pending_key text,
    nama_file text,
    file_size integer,
    jumlah_kunjungan integer,
    jumlah_pemeriksaan integer,
    jumlah_pestisida integer,
    berkas jsonb not null default '[]',
    failed_reason text
  )`.execute(db)
  await sql`create index audit_packs_lokasi_idx on audit_packs (idlokasi, idpaket desc)`.execute(db)
  await sql`create table auditor_links (
    idtautan serial primary key,
    token_hash text not null unique,
    idlokasi integer not null,
    idpelanggan integer not null,
    idpaket integer not null,
    dari date not null,
    sampai date not null,
    nama_auditor text not null,
    berlaku_sampai timestamptz not null,
    dicabut_pada timestamptz,
    dibuat_pada timestamptz not null default now()
  )`.execute(db)
  await sql`create index auditor_links_lokasi_idx on auditor_links (idlokasi, idtautan desc)`.execute(db)
  await sql`create table auditor_link_openings (
    idbuka bigserial primary key,
    idtautan integer not null,
    waktu timestamptz not null default now(),
    alamat text not null,
    user_agent text not null
  )`.execute(db)
  await sql`create index auditor_link_openings_idx on auditor_link_openings (idtautan, waktu desc)`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table auditor_link_openings`.execute(db)
  await sql`drop table auditor_links`.execute(db)
  await sql`drop table audit_packs`.execute(db)
}
