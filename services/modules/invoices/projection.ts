import { defineProjection } from '../../core/event-sourcing/projection.ts'
import { invoiceEvents } from './events.ts'
import type { InvoiceTables } from './tables.ts'

// The invoices read table, written in the append's transaction. A cancelled invoice stays, as
// `batal`, with its number.
export const invoicesProjection = defineProjection({
  name: 'invoices',
  // invoices_counts and invoice_search follow by triggers (migration 2026-11-25T1100).
  tables: ['invoices', 'invoices_counts', 'invoice_search'],
  events: invoiceEvents,
  handlers: {
    async InvoiceIssued(trx, { version, data, createdAt }) {
      const at = createdAt.toISOString()
      await trx
        .withTables<InvoiceTables>()
        .insertInto('invoices')
        .values({
          ...data,
          items: JSON.stringify(data.items),
          status_pembayaran: 'belum lunas',
          tanggal_bayar: null,
          bukti_key: null,
          bukti_nama: null,
          bukti_tipe: null,
          status: 'terbit',
          version,
          created_at: at,
          updated_at: at,
        })
        .execute()
    },
    async InvoiceChanged(trx, { streamId, version, data, createdAt }) {
      await trx
        .withTables<InvoiceTables>()
        .updateTable('invoices')
        .set({ ...data, items: JSON.stringify(data.items), version, updated_at: createdAt.toISOString() })
        .where('idtagihan', '=', Number(streamId))
        .execute()
    },
    async InvoicePaymentRecorded(trx, { streamId, version, data, createdAt }) {
      await trx
        .withTables<InvoiceTables>()
        .updateTable('invoices')
        .set({
          status_pembayaran: 'lunas',
          tanggal_bayar: data.tanggal_bayar,
          bukti_key: data.bukti?.file_key ?? null,
          bukti_nama: data.bukti?.nama_file ?? null,
          bukti_tipe: data.bukti?.tipe ?? null,
          version,
          updated_at: createdAt.toISOString(),
        })
        .where('idtagihan', '=', Number(streamId))
        .execute()
    },
    async InvoicePaymentReversed(trx, { streamId, version, createdAt }) {
      await trx
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
        .execute()
    },
    async InvoiceCancelled(trx, { streamId, version, createdAt }) {
      await trx
        .withTables<InvoiceTables>()
        .updateTable('invoices')
        .set({ status: 'batal', version, updated_at: createdAt.toISOString() })
        .where('idtagihan', '=', Number(streamId))
        .execute()
    },
  },
})
