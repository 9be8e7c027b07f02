import { type Kysely, sql } from 'kysely'

// Up to two photos per device reading (issue 39 item 3, ADR 0119): their file-store keys on the
// reading's row (null when none), written from the reading's own photo stream.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table inspections add column foto_1 text, add column foto_2 text`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table inspections drop column foto_1, drop column foto_2`.execute(db)
}
