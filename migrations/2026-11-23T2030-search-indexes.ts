import { type Kysely, sql } from 'kysely'

// search_query "matches anywhere" (domain-model.md, Lists), so it is ILIKE '%text%': trigram GIN
// indexes serve it (full-text search only finds whole words or their beginnings). Measured with
// scripts/measure-lists.ts on 100 000 customers: see docs/benchmarks-lists.md.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db)
  for (const column of ['nama_pelanggan', 'kode_pelanggan', 'alamat', 'no_telp']) {
    await sql`create index ${sql.id(`customers_${column}_trgm`)} on customers using gin (${sql.id(column)} gin_trgm_ops)`.execute(
      db,
    )
  }
  await sql`create index contracts_nomor_trgm on contracts using gin (nomor_kontrak gin_trgm_ops)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['nama_pelanggan', 'kode_pelanggan', 'alamat', 'no_telp']) {
    await sql`drop index ${sql.id(`customers_${column}_trgm`)}`.execute(db)
  }
  await sql`drop index contracts_nomor_trgm`.execute(db)
}
