import { type Kysely, sql } from 'kysely'

// Issue 38 at scale: an export or erasure finds a person's rows by the columns that point at them
// (each module's personalData declaration). These had no index, so each was a whole-table scan
// inside the erasure's transaction (docs/benchmarks.md, "Data pribadi").
const INDEXES = [
  ['prospects_idpelanggan_idx', 'prospects', 'idpelanggan'],
  ['pesticide_applications_idteknisi_idx', 'pesticide_applications', 'idteknisi'],
  ['audit_packs_idpelanggan_idx', 'audit_packs', 'idpelanggan'],
  ['auditor_links_idpelanggan_idx', 'auditor_links', 'idpelanggan'],
  ['access_log_user_id_idx', 'access_log', 'user_id'],
] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, column] of INDEXES)
    await sql`create index if not exists ${sql.id(name)} on ${sql.table(table)} (${sql.ref(column)})`.execute(
      db,
    )
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db)
}
