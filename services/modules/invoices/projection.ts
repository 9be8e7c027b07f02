import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { invoiceEvents } from './events.ts'
import type { InvoiceTables } from './tables.ts'

const insert = rowInsert<InvoiceTables>()

// The invoices read table, written by the append's own statement (docs/adr/0016). A cancelled
// invoice stays, as `batal`, with its number.
export const invoicesProjection = defineStatementProjection({
  name: 'invoices',
  // invoices_counts and invoice_search follow by triggers (migration 2026-11-25T1100).
  tables: ['invoices', 'invoices_counts', 'invoice_search'],
  events: invoiceEvents,
  statements: {
    InvoiceIssued(_, { version, data, createdAt }) {
      const at = createdAt.toISOString()
      return insert('invoices', {
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
        .set({ status: 'batal', version, updated_at: createdAt.toISOString() })
        .where('idtagihan', '=', Number(streamId))
    },
  },
})
