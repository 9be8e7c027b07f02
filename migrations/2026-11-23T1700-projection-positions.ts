import { type Kysely, sql } from 'kysely'

// Per projection and stream, the last stream version the projection applied: an event handed to
// a projection twice, or an older one after a newer one, then changes nothing. The projections
// that existed before start from their current tables (their rows are already applied).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('projection_positions')
    .addColumn('projection', 'text', (c) => c.notNull())
    .addColumn('stream_type', 'text', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('projection_positions_pk', ['projection', 'stream_type', 'stream_id'])
    .execute()
  await sql`insert into projection_positions (projection, stream_type, stream_id, version)
    select 'contact_requests', e.stream_type, e.stream_id, max(e.version)
    from events e where e.type = 'ContactRequestSubmitted' group by e.stream_type, e.stream_id`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('projection_positions').execute()
}
