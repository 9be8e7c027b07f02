import { type Kysely, sql } from 'kysely'

// The answers of commands sent with an idempotency key (core/event-sourcing/idempotency.ts). A row
// is written in the transaction that appends the command's events, so a retry after a crash
// finds either both (and gets the first answer back) or neither (and runs the command).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['actor', 'key'])
    .execute()
  await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute()
}
