import { type Kysely, sql } from 'kysely'

// A version per searchable list, moved by every write statement to the rows its search counts
// (docs/adr/0039). A search's exact total costs a trigram bitmap and a recheck of every match
// (11 000 rows for `hidayat` among 100 000 customers: 4–10 ms of PostgreSQL per call, the whole of
// the searches' miss at 10 connections, issue 28); the same search asked again, as paging through
// its results does, reads the version and reuses the total counted at that version.
//
// - `list_versions (list, version)`: one row per list, bumped by a statement trigger after any
//   insert, update, delete or truncate of the table its search counts on (customer_search,
//   contract_search, prospect_search, technicians). Readers take the row's xmin with the version:
//   a write that rolled back leaves the old row, so a version number reused by a later writer
//   never matches a total counted inside the rolled-back transaction.
// - A rebuild truncates these tables with their triggers still on, so it moves the version too.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table list_versions (list text primary key, version bigint not null default 0)`.execute(db)
  await sql`create function bump_list_version() returns trigger language plpgsql as $$
    begin
      update list_versions set version = version + 1 where list = tg_argv[0];
      return null;
    end $$`.execute(db)
  for (const [list, table] of SOURCES) {
    await sql`insert into list_versions (list) values (${list})`.execute(db)
    await sql`create trigger ${sql.id(`${table}_list_version`)} after insert or update or delete or truncate
      on ${sql.table(table)} for each statement execute function bump_list_version(${sql.lit(list)})`.execute(
      db,
    )
  }
}

const SOURCES = [
  ['customers', 'customer_search'],
  ['contracts', 'contract_search'],
  ['prospects', 'prospect_search'],
  ['technicians', 'technicians'],
] as const

export async function down(db: Kysely<any>): Promise<void> {
  for (const [, table] of SOURCES)
    await sql`drop trigger ${sql.id(`${table}_list_version`)} on ${sql.table(table)}`.execute(db)
  await sql`drop function bump_list_version()`.execute(db)
  await sql`drop table list_versions`.execute(db)
}
