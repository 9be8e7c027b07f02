import { type Kysely, sql } from 'kysely'

// The prospects' search_query matched ILIKE on four columns with no index: 600 ms at 32 000
// prospects in npm run bench (docs/benchmarks.md). Like the customers', it becomes LIKE on one
// lower-case expression served by a trigram GIN index (the same expression as
// services/modules/prospects/queries.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db)
  await sql`create index prospects_search_trgm_idx on prospects using gin
    (lower(nama || ' ' || no_telp || ' ' || email || ' ' || alamat) gin_trgm_ops)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index prospects_search_trgm_idx`.execute(db)
}
