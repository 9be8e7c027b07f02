import { type Kysely, sql } from 'kysely'

// Consent and notice (issue 38 item 1): the privacy notice's version a contact request was sent
// under, kept by the prospect made from it (with the time it was sent); null for requests and
// prospects from before notices existed, and for prospects the admin entered.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_requests add column versi_kebijakan_privasi integer`.execute(db)
  await sql`alter table prospects add column versi_kebijakan_privasi integer,
    add column persetujuan_kebijakan_pada timestamptz`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table prospects drop column versi_kebijakan_privasi, drop column persetujuan_kebijakan_pada`.execute(
    db,
  )
  await sql`alter table contact_requests drop column versi_kebijakan_privasi`.execute(db)
}
