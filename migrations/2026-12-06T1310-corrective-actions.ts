import { type Kysely, sql } from 'kysely'

// Thresholds per site and corrective actions (issue 40 items 1, 3, 4), event-sourced: the read
// tables of the corrective-actions projection. The partial unique index is the backstop of "one
// action per area and cause until it is verified": a second opening racing the first fails and
// attaches instead. `corrective_action_ids` gives the ids (write side, never rebuilt).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence corrective_action_ids`.execute(db)
  await sql`create table thresholds (
    idambang text primary key,
    idlokasi integer not null,
    idarea integer,
    zona text,
    jenis_perangkat text not null,
    hama text,
    periode text not null,
    peringatan numeric not null,
    kritis numeric not null,
    version integer not null,
    updated_at timestamptz not null
  )`.execute(db)
  await sql`create index thresholds_site_idx on thresholds (idlokasi)`.execute(db)
  await sql`create table corrective_actions (
    idtindakan integer primary key,
    idlokasi integer not null,
    idpelanggan integer not null,
    idarea integer,
    sumber text not null,
    penyebab text not null,
    tingkat text not null,
    temuan text not null,
    penanggung_jawab text not null,
    tenggat date not null,
    status text not null,
    bukti jsonb not null default '[]',
    komentar text,
    catatan_verifikasi text,
    idpenjadwalan_verifikasi integer,
    alasan_batal text,
    dibuka timestamptz not null,
    ditutup timestamptz,
    version integer not null
  )`.execute(db)
  await sql`create unique index corrective_actions_open_idx on corrective_actions
    (idlokasi, coalesce(idarea, 0), penyebab) where status in ('terbuka', 'ditanggapi')`.execute(db)
  await sql`create index corrective_actions_site_idx on corrective_actions (idlokasi, dibuka desc)`.execute(
    db,
  )
  await sql`create index corrective_actions_customer_idx on corrective_actions (idpelanggan, status)`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table corrective_actions`.execute(db)
  await sql`drop table thresholds`.execute(db)
  await sql`drop sequence corrective_action_ids`.execute(db)
}
