import { NotFoundError } from '../../core/errors.ts'
import {
  type AccountNames,
  changes,
  type HistoryEntry,
  readHistory,
} from '../../core/event-sourcing/history.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import { INVOICE_MESSAGES } from './contract.ts'
import { type InvoiceState, invoiceDecider } from './decider.ts'
import { INVOICE_STREAM_TYPE, type InvoiceEvent } from './events.ts'

const JENIS: Record<InvoiceEvent['type'], string> = {
  InvoiceIssued: 'Tagihan diterbitkan',
  InvoiceChanged: 'Tagihan diubah',
  InvoicePaymentRecorded: 'Pembayaran dicatat',
  InvoicePaymentReversed: 'Pembayaran dibatalkan',
  InvoiceCancelled: 'Tagihan dibatalkan',
}

const FIELDS = [
  'nomor_tagihan',
  'idpelanggan',
  'idkontrak',
  'idpenjadwalan',
  'tanggal_tagihan',
  'jatuh_tempo',
  'items',
  'diskon',
  'ppn_persen',
  'potong_pph23',
  'total',
  'jumlah_dibayar',
  'catatan',
  'status_pembayaran',
  'tanggal_bayar',
  'bukti_bayar',
  'status',
] as const

// The invoice as one flat record, the items as one readable line each.
function flat(state: InvoiceState): Record<string, unknown> | null {
  if (state.content === null) return null
  const { items, ...content } = state.content
  return {
    ...content,
    nomor_tagihan: state.nomor_tagihan,
    items: items
      .map((item) => `${item.deskripsi}: ${item.jumlah} ${item.satuan} × ${item.harga_satuan}`)
      .join('; '),
    status_pembayaran: state.tanggal_bayar === null ? 'belum lunas' : 'lunas',
    tanggal_bayar: state.tanggal_bayar,
    bukti_bayar: state.bukti?.nama_file ?? null,
    status: state.status,
  }
}

// GET /api/tagihan/history/{id}: also for a cancelled invoice; 404 for an id that never existed.
export async function invoiceHistory(
  deps: { eventStore: EventStore; accountNames: AccountNames },
  id: number | null,
): Promise<HistoryEntry[]> {
  const entries =
    id === null
      ? []
      : await readHistory<InvoiceState, InvoiceEvent>(
          deps.eventStore,
          deps.accountNames,
          { streamType: INVOICE_STREAM_TYPE, streamId: String(id) },
          invoiceDecider,
          (before, event) => ({
            jenis: JENIS[event.type],
            perubahan: changes(FIELDS, flat(before), flat(invoiceDecider.evolve(before, event)) ?? {}),
          }),
        )
  if (entries.length === 0) throw new NotFoundError(INVOICE_MESSAGES.notFound)
  return entries
}
