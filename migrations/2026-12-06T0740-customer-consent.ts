import type { Kysely } from 'kysely'
import { sql } from 'kysely'

// A customer's basis of processing and consent to report emails (issue 38 item 1). CustomerCreated
// events stored before read as 'kontrak' and no consent (their upcast), so existing rows get the
// same here and a rebuild gives the same table.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table customers add column dasar_pemrosesan text not null default 'kontrak',
    add column persetujuan_email_laporan boolean not null default false,
    add column persetujuan_email_laporan_pada timestamptz`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table customers drop column dasar_pemrosesan, drop column persetujuan_email_laporan,
    drop column persetujuan_email_laporan_pada`.execute(db)
}
