import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { invoiceAmounts, itemAmount } from './amounts.ts'
import { INVOICE_MESSAGES, type InvoiceValues } from './contract.ts'
import type { InvoiceEvent } from './events.ts'

export type ProofFile = { file_key: string; nama_file: string; tipe: string; ukuran: number }

export type InvoiceCommand =
  | {
      type: 'IssueInvoice'
      idtagihan: number
      nomor_tagihan: string
      ppn_persen: number
      values: InvoiceValues
    }
  | { type: 'ChangeInvoice'; values: InvoiceValues }
  // `today` is the date in Asia/Jakarta, passed in: the decider reads no clock.
  | { type: 'RecordPayment'; tanggal_bayar: string; today: string; bukti: ProofFile | null }
  | { type: 'ReversePayment' }
  | { type: 'CancelInvoice'; idtagihan: number }

type Content = Extract<InvoiceEvent, { type: 'InvoiceChanged' }>['data']

export type InvoiceState = {
  status: 'new' | 'terbit' | 'batal'
  nomor_tagihan: string | null
  content: Content | null
  tanggal_bayar: string | null
  bukti: ProofFile | null
}

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: message })

// The stated invoice with its amounts (amounts.ts), checked: the due date does not come before the
// invoice date and the discount does not exceed the subtotal.
function contentOf(values: InvoiceValues, ppn_persen: number): Content {
  if (values.jatuh_tempo < values.tanggal_tagihan)
    throw invalid('jatuh_tempo', INVOICE_MESSAGES.dueBeforeDate)
  const items = values.items.map((item) => ({ ...item, jumlah_harga: itemAmount(item) }))
  const subtotal = items.reduce((sum, item) => sum + item.jumlah_harga, 0)
  if (values.diskon > subtotal) throw invalid('diskon', INVOICE_MESSAGES.discountTooLarge)
  const amounts = invoiceAmounts({
    items,
    diskon: values.diskon,
    ppn_persen,
    potong_pph23: values.potong_pph23,
  })
  return { ...values, items, ppn_persen, ...amounts }
}

function issued(state: InvoiceState): Content {
  if (state.status === 'new' || state.content === null) throw new NotFoundError(INVOICE_MESSAGES.notFound)
  return state.content
}

// Issue, change while unpaid, pay, reverse a payment, cancel while unpaid. A cancelled invoice
// keeps its number and takes no further change. Whether the customer, contract and visit exist
// and belong together is checked by the command handler before this runs (it needs the database).
export const invoiceDecider: Decider<InvoiceCommand, InvoiceState, InvoiceEvent> = {
  initialState: () => ({
    status: 'new',
    nomor_tagihan: null,
    content: null,
    tanggal_bayar: null,
    bukti: null,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'InvoiceIssued': {
        const { idtagihan: _id, nomor_tagihan, ...content } = event.data
        return { ...state, status: 'terbit', nomor_tagihan, content }
      }
      case 'InvoiceChanged':
        return { ...state, content: event.data }
      case 'InvoicePaymentRecorded':
        return { ...state, tanggal_bayar: event.data.tanggal_bayar, bukti: event.data.bukti }
      case 'InvoicePaymentReversed':
        return { ...state, tanggal_bayar: null, bukti: null }
      case 'InvoiceCancelled':
        return { ...state, status: 'batal' }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'IssueInvoice': {
        if (state.status !== 'new') throw new ConflictError('Tagihan sudah ada')
        const content = contentOf(command.values, command.ppn_persen)
        return [
          {
            type: 'InvoiceIssued',
            data: { idtagihan: command.idtagihan, nomor_tagihan: command.nomor_tagihan, ...content },
          },
        ]
      }
      case 'ChangeInvoice': {
        const current = issued(state)
        if (state.status === 'batal') throw new ConflictError(INVOICE_MESSAGES.cancelledNoEdit)
        if (state.tanggal_bayar !== null) throw new ConflictError(INVOICE_MESSAGES.paidNoEdit)
        const next = contentOf(command.values, current.ppn_persen)
        if (JSON.stringify(next) === JSON.stringify(current)) return []
        return [{ type: 'InvoiceChanged', data: next }]
      }
      case 'RecordPayment': {
        const current = issued(state)
        if (state.status === 'batal') throw new ConflictError(INVOICE_MESSAGES.cancelledNoPay)
        if (state.tanggal_bayar !== null) throw new ConflictError(INVOICE_MESSAGES.alreadyPaid)
        if (command.tanggal_bayar < current.tanggal_tagihan) {
          throw invalid('tanggal_bayar', INVOICE_MESSAGES.paymentBeforeInvoice)
        }
        if (command.tanggal_bayar > command.today)
          throw invalid('tanggal_bayar', INVOICE_MESSAGES.paymentInFuture)
        return [
          {
            type: 'InvoicePaymentRecorded',
            data: { tanggal_bayar: command.tanggal_bayar, bukti: command.bukti },
          },
        ]
      }
      case 'ReversePayment':
        issued(state)
        if (state.tanggal_bayar === null) throw new ConflictError(INVOICE_MESSAGES.notPaid)
        return [{ type: 'InvoicePaymentReversed', data: { tanggal_bayar: state.tanggal_bayar } }]
      case 'CancelInvoice':
        issued(state)
        if (state.status === 'batal') throw new ConflictError(INVOICE_MESSAGES.alreadyCancelled)
        if (state.tanggal_bayar !== null) throw new ConflictError(INVOICE_MESSAGES.paidNoCancel)
        return [{ type: 'InvoiceCancelled', data: { idtagihan: command.idtagihan } }]
    }
  },
}
