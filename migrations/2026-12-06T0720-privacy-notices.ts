import type { Kysely } from 'kysely'

// The privacy notice's versions (issue 38 item 1), projected from PrivacyNoticeSet: one row per
// version, the current one the highest.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('privacy_notices')
    .addColumn('versi', 'integer', (c) => c.primaryKey())
    .addColumn('teks', 'text', (c) => c.notNull())
    .addColumn('berlaku_sejak', 'timestamptz', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('privacy_notices').execute()
}
