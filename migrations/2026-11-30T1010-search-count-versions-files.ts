import { type Kysely, sql } from 'kysely'

// The certificates' and the reports' searches count on their own tables (their search_text
// column): a version each in list_versions, moved by every write statement to the table, so their
// totals are counted once per version as the master-data lists' are (docs/adr/0039, migration
// 2026-11-30T1000-search-count-versions).
const SOURCES = [
  ['certificates', 'certificates'],
  ['reports', 'reports'],
] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const [list, table] of SOURCES) {
    await sql`insert into list_versions (list) values (${list})`.execute(db)
    await sql`create trigger ${sql.id(`${table}_list_version`)} after insert or update or delete or truncate
      on ${sql.table(table)} for each statement execute function bump_list_version(${sql.lit(list)})`.execute(
      db,
    )
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [list, table] of SOURCES) {
    await sql`drop trigger ${sql.id(`${table}_list_version`)} on ${sql.table(table)}`.execute(db)
    await sql`delete from list_versions where list = ${list}`.execute(db)
  }
}
