import { type Kysely, sql } from 'kysely'

// Prospects (pemesanan) are event-sourced: this is the read table of their projection, the
// sequence their ids come from (the id is in the first event, so a rebuild keeps it), and the
// checkpoint of the subscription that turns website contact requests into prospects lives in
// relay_checkpoints under its own name.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence prospect_ids`.execute(db)
  await db.schema
    .createTable('prospects')
    .addColumn('idpemesanan', 'integer', (c) => c.primaryKey())
    .addColumn('nama', 'text', (c) => c.notNull())
    .addColumn('no_telp', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alamat', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('permasalahan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('jenis_usaha', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('jenis_pekerjaan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deskripsi', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sumber', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tanggal_survei', 'text')
    .addColumn('catatan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('idpelanggan', 'integer')
    .addColumn('contact_request_id', 'text', (c) => c.unique())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('prospects_created_idx')
    .on('prospects')
    .columns(['created_at desc', 'idpemesanan desc'])
    .execute()
  await db.schema
    .createIndex('prospects_status_idx')
    .on('prospects')
    .columns(['status', 'created_at desc'])
    .execute()
  await db.schema
    .createIndex('prospects_sumber_idx')
    .on('prospects')
    .columns(['sumber', 'created_at desc'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('prospects').execute()
  await sql`drop sequence prospect_ids`.execute(db)
  await db.deleteFrom('relay_checkpoints').where('name', '=', 'prospects-from-contact').execute()
}
