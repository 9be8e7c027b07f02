import { type Kysely, sql } from 'kysely'

// Statement projections keep no position (docs/adr/0016): they commit with their stream's claim,
// so the stream's version is theirs. Their old rows would only be stale.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from projection_positions where projection in ('schedules', 'invoices')`.execute(db)
}

// Nothing to restore: the rows said what the streams' versions say.
export async function down(): Promise<void> {}
