import { type Kysely, sql } from 'kysely'

// The monthly treatment report emailed to the customer (issue 26 item 2, docs/adr/0041).
// - `customers.kirim_laporan_bulanan`: the customer's switch, off by default. CustomerCreated events
//   stored before it existed are upcast to false, so a rebuild gives the same rows back.
// - `monthly_reports.email_wanted`: the report is one the first-of-month run asked for, so its
//   compiles (the first and each recompile) are emailed; `versi` counts the compiles that committed,
//   the version an email names; `pending_key`, the file a compile is writing, recorded before it
//   writes: a compile killed before its record names the file leaves a key the next compile removes.
// - `monthly_report_emails`: the claim of one email per customer, month and version, taken before
//   its job is queued and marked sent once it went out (as certificate_reminders, ADR 33). No
//   foreign keys: `customers` is a read table a rebuild empties.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table customers add column kirim_laporan_bulanan boolean not null default false`.execute(db)
  await sql`alter table monthly_reports
    add column email_wanted boolean not null default false,
    add column versi integer not null default 0,
    add column pending_key text`.execute(db)
  await sql`create table monthly_report_emails (
    idpelanggan integer not null,
    tahun integer not null,
    bulan integer not null,
    versi integer not null,
    recipient text not null,
    claimed_at timestamptz not null default now(),
    sent_at timestamptz,
    primary key (idpelanggan, tahun, bulan, versi)
  )`.execute(db)
  await sql`create index monthly_report_emails_unsent_idx on monthly_report_emails (tahun, bulan)
    where sent_at is null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table monthly_report_emails`.execute(db)
  await sql`alter table monthly_reports drop column email_wanted, drop column versi, drop column pending_key`.execute(
    db,
  )
  await sql`alter table customers drop column kirim_laporan_bulanan`.execute(db)
}
