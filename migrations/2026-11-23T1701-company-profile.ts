import type { Kysely } from 'kysely'

// The read table of the company profile (one row), projected from CompanyProfileSet events.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('company_profile')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('nama_perusahaan', 'text', (c) => c.notNull())
    .addColumn('alamat', 'text', (c) => c.notNull())
    .addColumn('npwp', 'text', (c) => c.notNull())
    .addColumn('pkp', 'boolean', (c) => c.notNull())
    .addColumn('ppn_persen', 'integer', (c) => c.notNull())
    .addColumn('nama_bank', 'text', (c) => c.notNull())
    .addColumn('nomor_rekening', 'text', (c) => c.notNull())
    .addColumn('atas_nama_rekening', 'text', (c) => c.notNull())
    .addColumn('penandatangan_nama', 'text', (c) => c.notNull())
    .addColumn('penandatangan_jabatan', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_profile').execute()
}
