import { type Kysely, sql } from 'kysely'

// Compiled monthly treatment reports (issue 26 item 2, docs/adr/0038): one row per customer and
// month, the state of its PDF. The row is the record itself, not a read table: it is written in
// the same transaction as the MonthlyReportRequested event (the outbox the relay reads) and by the
// worker's compile job, so a rebuild of the projections never empties it. No foreign key to
// `customers`: that is a read table a rebuild empties and fills again.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table monthly_reports (
    idpelanggan integer not null,
    tahun integer not null check (tahun between 2000 and 2100),
    bulan integer not null check (bulan between 1 and 12),
    status text not null check (status in ('diminta', 'sedang disusun', 'siap', 'gagal')),
    requests integer not null default 0,
    requested_at timestamptz not null default now(),
    started_at timestamptz,
    compiled_at timestamptz,
    file_key text,
    file_size integer,
    nama_file text,
    visits_version text,
    jumlah_kunjungan integer,
    failed_reason text,
    primary key (idpelanggan, tahun, bulan)
  )`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table monthly_reports`.execute(db)
}
