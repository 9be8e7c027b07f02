import { type Kysely, sql } from 'kysely'

// Two-step sign-in (issue 38 item 6, ADR 0060): each admin's TOTP secret (encrypted, never in
// clear), its single-use recovery codes (SHA-256 digests), the pending second steps of sign-ins
// (digests of short-lived tickets), the mark on a session that passed the second step, and the
// read table of the company's "required for all admins" setting (projected from its events).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('two_step_secrets')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    // Null while set up but not yet confirmed with a code.
    .addColumn('confirmed_at', 'timestamptz')
    // The last 30-second step a code was accepted for: a code is never accepted twice.
    .addColumn('last_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('two_step_recovery_codes')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('two_step_recovery_codes_pk', ['user_id', 'code_hash'])
    .execute()

  await db.schema
    .createTable('two_step_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('two_step_challenges_user_idx')
    .on('two_step_challenges')
    .column('user_id')
    .execute()

  await db.schema.alterTable('sessions').addColumn('second_step_at', 'timestamptz').execute()

  await db.schema
    .createTable('two_step_policy')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wajib', 'boolean', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('two_step_policy').execute()
  await db.schema.alterTable('sessions').dropColumn('second_step_at').execute()
  await db.schema.dropTable('two_step_challenges').execute()
  await db.schema.dropTable('two_step_recovery_codes').execute()
  await db.schema.dropTable('two_step_secrets').execute()
}
