import type { FieldErrors } from '@services/core/validation.ts'
import { type InvoiceAmounts, invoiceAmounts, itemAmount } from '@services/modules/invoices/amounts.ts'
import type { Invoice } from '@services/modules/invoices/contract.ts'
import { DEFAULT_TERM_DAYS, INVOICE_MESSAGES, tagihanContract } from '@services/modules/invoices/contract.ts'

// The issue and edit form's values as typed (text, so a half-typed number stays on screen), and
// the ways from them to the API's body, the contract's messages and the live totals.

export type ItemValues = {
  // React's key for the row; never sent.
  key: string
  deskripsi: string
  jumlah: string
  satuan: string
  harga_satuan: string
  idkatalog_harga: string
}

export type InvoiceFormValues = {
  idpelanggan: string
  idkontrak: string
  idpenjadwalan: string
  tanggal_tagihan: string
  jatuh_tempo: string
  items: ItemValues[]
  diskon: string
  potong_pph23: boolean
  catatan: string
}

let rowCounter = 0
export const newItem = (values: Partial<ItemValues> = {}): ItemValues => ({
  key: `item-${++rowCounter}`,
  deskripsi: '',
  jumlah: '1',
  satuan: 'kunjungan',
  harga_satuan: '',
  idkatalog_harga: '',
  ...values,
})

// Today in Asia/Jakarta (UTC+7 all year) as YYYY-MM-DD, the API's default tanggal_tagihan.
export function todayInJakarta(now = new Date()): string {
  return new Date(now.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

export function emptyInvoice(today = todayInJakarta()): InvoiceFormValues {
  return {
    idpelanggan: '',
    idkontrak: '',
    idpenjadwalan: '',
    tanggal_tagihan: today,
    jatuh_tempo: addDays(today, DEFAULT_TERM_DAYS),
    items: [newItem()],
    diskon: '0',
    potong_pph23: false,
    catatan: '',
  }
}

export function valuesOf(invoice: Invoice): InvoiceFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value))
  return {
    idpelanggan: String(invoice.idpelanggan),
    idkontrak: text(invoice.idkontrak),
    idpenjadwalan: text(invoice.idpenjadwalan),
    tanggal_tagihan: invoice.tanggal_tagihan,
    jatuh_tempo: invoice.jatuh_tempo,
    items: invoice.items.map((item) =>
      newItem({
        deskripsi: item.deskripsi,
        jumlah: String(item.jumlah),
        satuan: item.satuan,
        harga_satuan: String(item.harga_satuan),
        idkatalog_harga: text(item.idkatalog_harga),
      }),
    ),
    diskon: String(invoice.diskon),
    potong_pph23: invoice.potong_pph23,
    catatan: invoice.catatan,
  }
}

// What the contract checks: the values without the rows' keys, the checkbox as 'true'/'false'.
function contractInput(values: InvoiceFormValues) {
  return {
    ...values,
    potong_pph23: String(values.potong_pph23),
    items: values.items.map(({ key: _key, ...item }) => item),
  }
}

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null)
const quantity = (text: string): number | null =>
  /^\d+(?:\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : null

// The rows that can be counted yet (a row still being typed counts as 0).
const countable = (values: InvoiceFormValues) =>
  values.items.map((item) => ({
    jumlah: quantity(item.jumlah) ?? 0,
    harga_satuan: wholeNumber(item.harga_satuan) ?? 0,
  }))

export const rowAmount = (item: ItemValues): number =>
  itemAmount({ jumlah: quantity(item.jumlah) ?? 0, harga_satuan: wholeNumber(item.harga_satuan) ?? 0 })

// The totals the API will store, computed by the same module (amounts.ts) from what is typed now.
export function liveAmounts(values: InvoiceFormValues, ppnPersen: number): InvoiceAmounts {
  return invoiceAmounts({
    items: countable(values),
    diskon: wholeNumber(values.diskon) ?? 0,
    ppn_persen: ppnPersen,
    potong_pph23: values.potong_pph23,
  })
}

// The contract's messages, plus the two rules that compare fields (the API's own messages).
export function validateInvoice(values: InvoiceFormValues): FieldErrors {
  const errors = tagihanContract.validate(contractInput(values))
  const subtotal = countable(values).reduce((sum, item) => sum + itemAmount(item), 0)
  const diskon = wholeNumber(values.diskon)
  if (!errors.diskon && diskon !== null && diskon > subtotal)
    errors.diskon = INVOICE_MESSAGES.discountTooLarge
  if (!errors.jatuh_tempo && values.jatuh_tempo && values.jatuh_tempo < values.tanggal_tagihan)
    errors.jatuh_tempo = INVOICE_MESSAGES.dueBeforeDate
  return errors
}

// The body of createData / updateData: the contract's cleaned value (numbers as numbers).
export function invoiceBody(values: InvoiceFormValues): Record<string, unknown> {
  const { version: _version, idempotency_key: _key, ...body } = tagihanContract.parse(contractInput(values))
  return body
}

// A message of the API that belongs to one field is shown beside it; the others above the buttons.
const FIELD_OF_MESSAGE: Record<string, string> = {
  [INVOICE_MESSAGES.customerNotFound]: 'idpelanggan',
  [INVOICE_MESSAGES.contractNotFound]: 'idkontrak',
  [INVOICE_MESSAGES.contractOfOther]: 'idkontrak',
  [INVOICE_MESSAGES.scheduleNotFound]: 'idpenjadwalan',
  [INVOICE_MESSAGES.scheduleOfOther]: 'idpenjadwalan',
  [INVOICE_MESSAGES.itemsRequired]: 'items',
  [INVOICE_MESSAGES.tooManyItems]: 'items',
  [INVOICE_MESSAGES.quantityPositive]: 'items',
  [INVOICE_MESSAGES.priceNegative]: 'items',
  [INVOICE_MESSAGES.discountNegative]: 'diskon',
  [INVOICE_MESSAGES.discountTooLarge]: 'diskon',
  [INVOICE_MESSAGES.dueBeforeDate]: 'jatuh_tempo',
}

export const fieldOfMessage = (message: string): string | undefined => FIELD_OF_MESSAGE[message]
