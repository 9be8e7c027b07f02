import { type Kysely, sql } from 'kysely'

// A corrective action is verified with a note and a photo (issue 40 item 3, ADR 0100): the photo's
// file-store key on the action's read table (null for verifications recorded before photos).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table corrective_actions add column foto_verifikasi text`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table corrective_actions drop column foto_verifikasi`.execute(db)
}
