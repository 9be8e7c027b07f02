import { type Kysely, sql } from 'kysely'

// Technicians grow from identity's minimal table into the master record: an active flag (only
// active technicians are offered for new visits) and a change log (who changed what, and when).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('technicians')
    .addColumn('status_aktif', 'text', (c) => c.notNull().defaultTo('aktif'))
    .execute()
  await db.schema
    .alterTable('technicians')
    .addCheckConstraint('technicians_status_aktif_check', sql`status_aktif in ('aktif', 'tidak aktif')`)
    .execute()
  await db.schema
    .createIndex('technicians_created_idx')
    .on('technicians')
    .columns(['created_at desc', 'idteknisi desc'])
    .execute()
  await db.schema
    .createTable('technician_changes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('idteknisi', 'integer', (c) => c.notNull())
    .addColumn('jenis', 'text', (c) => c.notNull())
    .addColumn('perubahan', 'jsonb', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('role', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('technician_changes_idteknisi_idx')
    .on('technician_changes')
    .columns(['idteknisi', 'id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('technician_changes').execute()
  await db.schema.dropIndex('technicians_created_idx').execute()
  await db.schema.alterTable('technicians').dropConstraint('technicians_status_aktif_check').execute()
  await db.schema.alterTable('technicians').dropColumn('status_aktif').execute()
}
