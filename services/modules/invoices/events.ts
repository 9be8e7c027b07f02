import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import { SATUAN_OPTIONS } from './contract.ts'

// One stream per invoice: stream type `tagihan`, stream id the invoice's id.
export const INVOICE_STREAM_TYPE = 'tagihan'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])
const Rupiah = Type.Integer({ minimum: 0 })

const Item = Type.Object({
  deskripsi: Type.String(),
  jumlah: Type.Number({ exclusiveMinimum: 0 }),
  satuan: Type.Enum([...SATUAN_OPTIONS]),
  harga_satuan: Rupiah,
  idkatalog_harga: Nullable(Type.Integer()),
  jumlah_harga: Rupiah,
})

// The whole invoice as the admin stated it, with the amounts computed (amounts.ts) at that moment
// and the PPN rate of the company profile at issue time: a later change of the rule or the
// setting never alters an invoice already issued.
const content = {
  idpelanggan: Type.Integer(),
  idkontrak: Nullable(Type.Integer()),
  idpenjadwalan: Nullable(Type.Integer()),
  tanggal_tagihan: Type.String({ format: 'date' }),
  jatuh_tempo: Type.String({ format: 'date' }),
  items: Type.Array(Item, { minItems: 1 }),
  diskon: Rupiah,
  ppn_persen: Type.Integer({ minimum: 0, maximum: 100 }),
  potong_pph23: Type.Boolean(),
  catatan: Type.String(),
  subtotal: Rupiah,
  dpp: Rupiah,
  ppn: Rupiah,
  total: Rupiah,
  pph23: Rupiah,
  jumlah_dibayar: Rupiah,
}

// The admin issued an invoice; the server gave its id and its number INV/{year}/{nnnn}.
export const InvoiceIssued = defineEvent(
  'InvoiceIssued',
  Type.Object({ idtagihan: Type.Integer(), nomor_tagihan: Type.String(), ...content }),
)
// The admin changed an unpaid invoice; the data is the whole invoice as it now stands (number and
// PPN rate kept).
export const InvoiceChanged = defineEvent('InvoiceChanged', Type.Object(content))

const ProofFile = Type.Object({
  file_key: Type.String(),
  nama_file: Type.String(),
  tipe: Type.String(),
  ukuran: Type.Integer(),
})
// The invoice was paid on tanggal_bayar, with an optional proof stored under UPLOAD_DIR.
export const InvoicePaymentRecorded = defineEvent(
  'InvoicePaymentRecorded',
  Type.Object({ tanggal_bayar: Type.String({ format: 'date' }), bukti: Nullable(ProofFile) }),
)
// A recorded payment (of that date) was taken back, entered by mistake; the invoice is unpaid again.
export const InvoicePaymentReversed = defineEvent(
  'InvoicePaymentReversed',
  Type.Object({ tanggal_bayar: Type.String({ format: 'date' }) }),
)
// The invoice was cancelled: it stays, with its number, as `batal`.
export const InvoiceCancelled = defineEvent('InvoiceCancelled', Type.Object({ idtagihan: Type.Integer() }))

export const invoiceEvents = [
  InvoiceIssued,
  InvoiceChanged,
  InvoicePaymentRecorded,
  InvoicePaymentReversed,
  InvoiceCancelled,
] as const
export type InvoiceEvent = EventUnion<typeof invoiceEvents>
