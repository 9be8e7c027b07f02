import { type Kysely, sql } from 'kysely'

// Contracts and visits name an optional site of their customer (issue 39): a nullable column in
// each read table, written by their projections from the events that carry it (visits and
// contracts recorded before sites existed have none).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table schedules add column idlokasi integer`.execute(db)
  await sql`create index schedules_lokasi_idx on schedules (idlokasi, tanggal) where idlokasi is not null`.execute(
    db,
  )
  await sql`alter table contracts add column idlokasi integer`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table contracts drop column idlokasi`.execute(db)
  await sql`drop index schedules_lokasi_idx`.execute(db)
  await sql`alter table schedules drop column idlokasi`.execute(db)
}
