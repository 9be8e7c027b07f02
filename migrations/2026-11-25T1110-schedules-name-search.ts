import { type Kysely, sql } from 'kysely'

// The schedules' name filter (docs/adr/0014, 0015): its exact count rechecks every visit the trigram
// bitmap finds (a common name: 23 000 visits), and lower() per row was half of that cost. The name
// is now kept in lower case as well, a stored generated column (so the trigger that copies the name,
// migration 2026-11-24T0100, keeps it too), and the trigram index moves to it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table schedules add column customer_name_search text
    generated always as (lower(nama_pelanggan)) stored`.execute(db)
  await sql`create index schedules_customer_name_search_idx on schedules
    using gin (customer_name_search gin_trgm_ops)`.execute(db)
  await sql`drop index schedules_nama_trgm_idx`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index schedules_nama_trgm_idx on schedules using gin (lower(nama_pelanggan) gin_trgm_ops)`.execute(
    db,
  )
  await sql`alter table schedules drop column customer_name_search`.execute(db)
}
