import { type Kysely, sql } from 'kysely'

// Certificate-expiry reminders (issue 26): one row per certificate, threshold (60, 30 or 7 days)
// and expiry date, claimed before its emails are queued and marked sent once they went out. The
// key holds the expiry date, so a certificate whose expiry moves starts its thresholds again.
// No foreign key to `certificates`: that is a read table a rebuild empties and fills again, and a
// reminder sent stays a fact even when its certificate is deleted.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table certificate_reminders (
    idsertifikat_rayap integer not null,
    threshold integer not null check (threshold in (60, 30, 7)),
    tanggal_expired date not null,
    claimed_at timestamptz not null default now(),
    sent_at timestamptz,
    primary key (idsertifikat_rayap, threshold, tanggal_expired)
  )`.execute(db)
  // The run looks up the claimed reminders whose emails have not all gone out yet.
  await sql`create index certificate_reminders_unsent_idx on certificate_reminders (idsertifikat_rayap)
    where sent_at is null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table certificate_reminders`.execute(db)
}
