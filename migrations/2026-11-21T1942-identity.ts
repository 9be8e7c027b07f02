import { type Kysely, sql } from 'kysely'

// Accounts, sessions with rotating refresh tokens, access links and the login throttle.
// Secrets are never stored: passwords as argon2id hashes, tokens as SHA-256 digests.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Accounts made for an access link have neither username nor password.
    .addColumn('username', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'teknisi', 'pelanggan')`))
    .addColumn('nama', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('no_telp', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('idpelanggan', 'integer', (c) => c.references('customers.idpelanggan').onDelete('cascade'))
    .addColumn('idteknisi', 'integer', (c) => c.references('technicians.idteknisi').onDelete('cascade'))
    .addColumn('aktif', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('password_changed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'users_role_owner',
      sql`(role = 'admin' and idpelanggan is null and idteknisi is null)
        or (role = 'pelanggan' and idpelanggan is not null and idteknisi is null)
        or (role = 'teknisi' and idteknisi is not null and idpelanggan is null)`,
    )
    .addCheckConstraint('users_password_needs_username', sql`password_hash is null or username is not null`)
    .addCheckConstraint('users_admin_signs_in', sql`role <> 'admin' or password_hash is not null`)
    .execute()
  await sql`create unique index users_username_unique on users (lower(username)) where username is not null`.execute(
    db,
  )
  await db.schema.createIndex('users_idpelanggan_idx').on('users').column('idpelanggan').execute()
  await db.schema.createIndex('users_idteknisi_idx').on('users').column('idteknisi').execute()

  // One session per sign-in (a refresh-token family): every rotation stays in the same session,
  // so presenting a used token can end the whole family.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_via', 'text', (c) => c.notNull().check(sql`created_via in ('password', 'link')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute()

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('refresh_tokens_session_idx')
    .on('refresh_tokens')
    .column('session_id')
    .execute()

  await db.schema
    .createTable('access_links')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('teknisi', 'pelanggan')`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('access_links_user_idx').on('access_links').column('user_id').execute()

  // Failed sign-ins per username ('user:...') and per client address ('address:...').
  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failures').execute()
  await db.schema.dropTable('access_links').execute()
  await db.schema.dropTable('refresh_tokens').execute()
  await db.schema.dropTable('sessions').execute()
  await db.schema.dropTable('users').execute()
}
