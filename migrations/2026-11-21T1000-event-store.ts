import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('streams')
    .addColumn('stream_type', 'text', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('streams_pk', ['stream_type', 'stream_id'])
    .execute()

  await db.schema
    .createTable('events')
    .addColumn('position', 'bigserial', (c) => c.primaryKey())
    .addColumn('stream_type', 'text', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull())
    .addColumn('transaction_id', sql`xid8`, (c) => c.notNull().defaultTo(sql`pg_current_xact_id()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('events_stream_version_unique', ['stream_type', 'stream_id', 'version'])
    .execute()
  await db.schema
    .createIndex('events_transaction_position_idx')
    .on('events')
    .columns(['transaction_id', 'position'])
    .execute()

  // The store is append-only: history is never edited, only added to.
  await sql`
    create function events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'events are append-only';
    end $$;
    create trigger events_no_update before update or delete on events
      for each statement execute function events_append_only();
  `.execute(db)

  await db.schema
    .createTable('relay_checkpoints')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('transaction_id', sql`xid8`, (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('sent_messages')
    .addColumn('message_key', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sent_messages').execute()
  await db.schema.dropTable('relay_checkpoints').execute()
  await db.schema.dropTable('events').execute()
  await sql`drop function events_append_only()`.execute(db)
  await db.schema.dropTable('streams').execute()
}
