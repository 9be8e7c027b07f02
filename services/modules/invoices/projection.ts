import { sql } from 'kysely'
import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { type InvoiceEvent, invoiceEvents } from './events.ts'
import type { InvoiceTables } from './tables.ts'

const insert = rowInsert<InvoiceTables>()

type DataOf<T extends InvoiceEvent['type']> = Extract<InvoiceEvent, { type: T }>['data']
// The read-row values an issue, a payment and a cancellation set: the statements below and the
// bulk seed (scale-seed.ts), which writes the rows these events make without replaying them.
export const invoiceRowValues = {
  issued: (data: DataOf<'InvoiceIssued'>, version: number, at: string) => ({
    ...data,
    status_pembayaran: 'belum lunas' as const,
    tanggal_bayar: null,
    bukti_key: null,
    bukti_nama: null,
    bukti_tipe: null,
    status: 'terbit' as const,
    version,
    created_at: at,
    updated_at: at,
  }),
  paid: (data: DataOf<'InvoicePaymentRecorded'>, version: number, at: string) => ({
    status_pembayaran: 'lunas' as const,
    tanggal_bayar: data.tanggal_bayar,
    bukti_key: data.bukti?.file_key ?? null,
    bukti_nama: data.bukti?.nama_file ?? null,
    bukti_tipe: data.bukti?.tipe ?? null,
    version,
    updated_at: at,
  }),
  cancelled: (version: number, at: string) => ({ status: 'batal' as const, version, updated_at: at }),
}

// The invoices read table, written by the append's own statement (docs/adr/0016). A cancelled
// invoice stays, as `batal`, with its number.
export const invoicesProjection = defineStatementProjection({
  name: 'invoices',
  // invoices_counts, invoice_search and invoice_names follow by triggers (migrations
  // 2026-11-25T1100, 2026-11-25T2010); invoices.nama_search by a BEFORE trigger, on during a rebuild.
  tables: ['invoices', 'invoices_counts', 'invoice_search', 'invoice_names'],
  // nama_search (a BEFORE trigger) and invoice_search_text read the customer's row.
  reads: ['customers'],
  events: invoiceEvents,
  // A rebuild replays one statement per event; with the triggers on, each fired too (a transition
  // table and an upsert per issue, a row trigger per payment): 131 of seed:scale's 350 s at 100 000
  // customers. They are off during the replay and both tables are filled once from the rebuilt
  // invoices at the end, as the migration first filled them (docs/adr/0020). The same transaction:
  // no other writer sees the invoices meanwhile (the rebuild's truncate holds them).
  rebuild: {
    async before(trx) {
      await sql`alter table invoices disable trigger invoice_search_insert,
        disable trigger invoice_search_update, disable trigger invoices_counts_insert,
        disable trigger invoices_counts_move`.execute(trx)
    },
    async after(trx) {
      await sql`alter table invoices enable trigger invoice_search_insert,
        enable trigger invoice_search_update, enable trigger invoices_counts_insert,
        enable trigger invoices_counts_move`.execute(trx)
      await sql`insert into invoice_search
        select idtagihan, idpelanggan, nomor_tagihan, invoice_search_text(nomor_tagihan, idpelanggan),
          tanggal_tagihan, jatuh_tempo, status, status_pembayaran, total, nama_search
        from invoices`.execute(trx)
      await sql`insert into invoice_names select nama_search, count(*) from invoices group by 1`.execute(trx)
      await sql`insert into invoices_counts
        select k.*, count(*), sum(i.total) from invoices i,
          invoices_counts_key(i.tanggal_tagihan, i.status, i.status_pembayaran, i.jatuh_tempo) k
        group by 1, 2, 3, 4, 5`.execute(trx)
    },
  },
  statements: {
    InvoiceIssued(_, { version, data, createdAt }) {
      const row = invoiceRowValues.issued(data, version, createdAt.toISOString())
      return insert('invoices', { ...row, items: JSON.stringify(data.items) })
    },
    InvoiceChanged(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<InvoiceTables>()
        .updateTable('invoices')
        .set({ ...data, items: JSON.stringify(data.items), version, updated_at: createdAt.toISOString() })
        .where('idtagihan', '=', Number(streamId))
    },
    InvoicePaymentRecorded(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<InvoiceTables>()
        .updateTable('invoices')
        .set(invoiceRowValues.paid(data, version, createdAt.toISOString()))
        .where('idtagihan', '=', Number(streamId))
    },
    InvoicePaymentReversed(query, { streamId, version, createdAt }) {
      return query
        .withTables<InvoiceTables>()
        .updateTable('invoices')
        .set({
          status_pembayaran: 'belum lunas',
          tanggal_bayar: null,
          bukti_key: null,
          bukti_nama: null,
          bukti_tipe: null,
          version,
          updated_at: createdAt.toISOString(),
        })
        .where('idtagihan', '=', Number(streamId))
    },
    InvoiceCancelled(query, { streamId, version, createdAt }) {
      return query
        .withTables<InvoiceTables>()
        .updateTable('invoices')
        .set(invoiceRowValues.cancelled(version, createdAt.toISOString()))
        .where('idtagihan', '=', Number(streamId))
    },
  },
})
