// The invoices module's public face: what the API, the demo seed, the scale seed and the SPA may use.
export {
  formatRupiah,
  INVOICE_ROUNDING,
  type InvoiceAmounts,
  invoiceAmounts,
  numberWords,
  terbilang,
} from './amounts.ts'
export {
  type Caller,
  cancelInvoice,
  changeInvoice,
  changePayment,
  getInvoice,
  invoiceNumber,
  invoiceProof,
  invoiceValues,
  issueInvoice,
  type PaymentChange,
  parseInvoiceId,
  recordPayment,
} from './commands.ts'
export {
  DEFAULT_TERM_DAYS,
  INVOICE_MESSAGES,
  type Invoice,
  InvoiceItemRecord,
  InvoiceRecord,
  InvoiceSummary,
  type InvoiceValues,
  invoiceItemContract,
  PAYMENT_PROOF_MAX_BYTES,
  pembayaranContract,
  SATUAN_OPTIONS,
  STATUS_PEMBAYARAN_OPTIONS,
  STATUS_TAGIHAN_OPTIONS,
  type TagihanInput,
  tagihanContract,
} from './contract.ts'
export { DEMO_INVOICES, invoicesSeeder } from './demo-seed.ts'
export {
  INVOICE_STREAM_TYPE,
  InvoiceCancelled,
  InvoiceChanged,
  InvoiceIssued,
  InvoicePaymentRecorded,
  InvoicePaymentReversed,
  invoiceEvents,
} from './events.ts'
export { invoiceHistory } from './history.ts'
export { invoicePdf, longDate, pdfFileName, renderInvoicePdf } from './pdf.ts'
export { invoiceGrants } from './permissions.ts'
export { invoicesProjection } from './projection.ts'
export {
  allInvoices,
  findInvoice,
  findInvoiceProof,
  type InvoiceFilters,
  type InvoicePage,
  invoiceOwner,
  invoicesUsing,
  listInvoices,
  overdueInvoices,
} from './queries.ts'
export type { InvoiceTables } from './tables.ts'
