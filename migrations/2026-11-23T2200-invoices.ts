import { type Kysely, sql } from 'kysely'

// Invoices (tagihan) are event-sourced. `invoices` is the read table of their projection (a
// rebuild empties and refills it); the amounts are stored as computed when the invoice was issued
// or changed. `invoice_numbers` and the id sequence are the write side: the number counter per year
// of tanggal_tagihan is raised in the issuing transaction, so a refused or failed issue rolls it
// back and the numbers stay gap-free.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence invoices_idtagihan_seq`.execute(db)
  await db.schema
    .createTable('invoice_numbers')
    .addColumn('tahun', 'integer', (c) => c.primaryKey())
    .addColumn('terakhir', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('invoices')
    .addColumn('idtagihan', 'integer', (c) => c.primaryKey())
    .addColumn('nomor_tagihan', 'text', (c) => c.notNull().unique())
    .addColumn('idpelanggan', 'integer', (c) => c.notNull())
    .addColumn('idkontrak', 'integer')
    .addColumn('idpenjadwalan', 'integer')
    .addColumn('tanggal_tagihan', 'date', (c) => c.notNull())
    .addColumn('jatuh_tempo', 'date', (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('diskon', 'bigint', (c) => c.notNull())
    .addColumn('ppn_persen', 'integer', (c) => c.notNull())
    .addColumn('potong_pph23', 'boolean', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('dpp', 'bigint', (c) => c.notNull())
    .addColumn('ppn', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('pph23', 'bigint', (c) => c.notNull())
    .addColumn('jumlah_dibayar', 'bigint', (c) => c.notNull())
    .addColumn('status_pembayaran', 'text', (c) => c.notNull())
    .addColumn('tanggal_bayar', 'date')
    .addColumn('bukti_key', 'text')
    .addColumn('bukti_nama', 'text')
    .addColumn('bukti_tipe', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('catatan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
  // The list's order is the primary key (newest first). The search: the number by trigrams, the
  // customer through the customers' own trigram index. The filters and the summary (ringkasan):
  // the period and the payment status, covering the total so the sums read the index alone.
  await sql`create extension if not exists pg_trgm`.execute(db)
  await sql`create index invoices_nomor_trgm on invoices using gin (lower(nomor_tagihan) gin_trgm_ops)`.execute(
    db,
  )
  await sql`create index invoices_pelanggan_idx on invoices (idpelanggan, idtagihan desc)`.execute(db)
  await sql`create index invoices_kontrak_idx on invoices (idkontrak) where idkontrak is not null`.execute(db)
  await sql`create index invoices_penjadwalan_idx on invoices (idpenjadwalan) where idpenjadwalan is not null`.execute(
    db,
  )
  await sql`create index invoices_periode_idx on invoices (tanggal_tagihan, status_pembayaran)
    include (status, total, jatuh_tempo)`.execute(db)
  await sql`create index invoices_status_idx on invoices (status, status_pembayaran, idtagihan desc)
    include (total, jatuh_tempo)`.execute(db)
  // Overdue invoices: issued, unpaid, past their due date.
  await sql`create index invoices_terlambat_idx on invoices (jatuh_tempo, idtagihan)
    where status = 'terbit' and status_pembayaran = 'belum lunas'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoices').execute()
  await db.schema.dropTable('invoice_numbers').execute()
  await sql`drop sequence invoices_idtagihan_seq`.execute(db)
}
