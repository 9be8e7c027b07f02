import { INVOICE_MESSAGES } from '@services/modules/invoices/contract.ts'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  emptyInvoice,
  type InvoiceFormValues,
  invoiceBody,
  liveAmounts,
  newItem,
  todayInJakarta,
  validateInvoice,
} from './form-values.ts'

const filled = (over: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  ...emptyInvoice('2026-11-21'),
  idpelanggan: '7',
  items: [newItem({ deskripsi: 'Pest control gudang', jumlah: '1', harga_satuan: '1250000' })],
  ...over,
})

describe('the invoice form values', () => {
  it('start today in Jakarta, due fourteen days later', () => {
    expect(todayInJakarta(new Date('2026-11-21T18:00:00Z'))).toBe('2026-11-22')
    expect(emptyInvoice('2026-12-25')).toMatchObject({
      tanggal_tagihan: '2026-12-25',
      jatuh_tempo: '2027-01-08',
    })
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('total live what the API will store: 1 250 000 at 11 % with PPh 23', () => {
    const amounts = liveAmounts(filled({ potong_pph23: true }), 11)
    expect(amounts).toEqual({
      subtotal: 1_250_000,
      dpp: 1_250_000,
      ppn: 137_500,
      total: 1_387_500,
      pph23: 25_000,
      jumlah_dibayar: 1_362_500,
    })
  })

  it('count a half-typed row as nothing rather than failing', () => {
    const values = filled({ items: [newItem({ deskripsi: 'x', jumlah: '2.', harga_satuan: '1000' })] })
    expect(liveAmounts(values, 11).subtotal).toBe(0)
  })

  it("show the contract's messages at the row's fields", () => {
    const errors = validateInvoice(
      filled({
        items: [
          newItem({ deskripsi: 'A', jumlah: '0', harga_satuan: '1000' }),
          newItem({ deskripsi: 'B', jumlah: '1', harga_satuan: '-5' }),
        ],
      }),
    )
    expect(errors['items.0.jumlah']).toBe(INVOICE_MESSAGES.quantityPositive)
    expect(errors['items.1.harga_satuan']).toBe(INVOICE_MESSAGES.priceNegative)
  })

  it('refuse a discount above the subtotal and a due date before the invoice date', () => {
    const errors = validateInvoice(filled({ diskon: '2000000', jatuh_tempo: '2026-11-20' }))
    expect(errors.diskon).toBe(INVOICE_MESSAGES.discountTooLarge)
    expect(errors.jatuh_tempo).toBe(INVOICE_MESSAGES.dueBeforeDate)
    expect(validateInvoice(filled())).toEqual({})
  })

  it("send the contract's cleaned body: numbers as numbers, no blank ids", () => {
    const body = invoiceBody(filled({ catatan: ' ', idkontrak: '' }))
    expect(body).toEqual({
      idpelanggan: 7,
      tanggal_tagihan: '2026-11-21',
      jatuh_tempo: '2026-12-05',
      items: [{ deskripsi: 'Pest control gudang', jumlah: 1, satuan: 'kunjungan', harga_satuan: 1_250_000 }],
      diskon: 0,
      potong_pph23: false,
    })
  })
})
