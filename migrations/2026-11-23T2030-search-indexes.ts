import { type Kysely, sql } from 'kysely'

// search_query "matches anywhere" (domain-model.md, Lists), so it is LIKE '%text%' on lower case:
// a trigram GIN index serves it (full-text search finds whole words or their beginnings only).
// The customers' own trigram index comes with their migration (2000); this one is the contract
// number's. Measured with scripts/measure-lists.ts: docs/benchmarks.md (Back-office lists).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db)
  await sql`create index contracts_nomor_trgm on contracts using gin (lower(nomor_kontrak) gin_trgm_ops)`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index contracts_nomor_trgm`.execute(db)
}
