import { describe, it } from 'vitest'
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import type { InvoiceValues } from './contract.ts'
import { invoiceDecider } from './decider.ts'
import type { InvoiceEvent } from './events.ts'
import { EXAMPLE_AMOUNTS } from './testing-amounts.ts'

const values: InvoiceValues = {
  idpelanggan: 1,
  idkontrak: null,
  idpenjadwalan: null,
  tanggal_tagihan: '2026-11-21',
  jatuh_tempo: '2026-12-05',
  items: [
    {
      deskripsi: 'Pest control gudang',
      jumlah: 1,
      satuan: 'kunjungan',
      harga_satuan: 1_250_000,
      idkatalog_harga: null,
    },
  ],
  diskon: 0,
  potong_pph23: false,
  catatan: '',
}
const amounts = EXAMPLE_AMOUNTS
const content = {
  ...values,
  items: [{ ...values.items[0]!, jumlah_harga: 1_250_000 }],
  ppn_persen: 11,
  ...amounts,
}
const issued: InvoiceEvent = {
  type: 'InvoiceIssued',
  data: { idtagihan: 7, nomor_tagihan: 'INV/2026/0001', ...content },
}
const paid: InvoiceEvent = {
  type: 'InvoicePaymentRecorded',
  data: { tanggal_bayar: '2026-11-25', bukti: null },
}
const reversed: InvoiceEvent = { type: 'InvoicePaymentReversed', data: { tanggal_bayar: '2026-11-25' } }
const cancelled: InvoiceEvent = { type: 'InvoiceCancelled', data: { idtagihan: 7 } }
const spec = deciderSpec(invoiceDecider)
const issue = {
  type: 'IssueInvoice' as const,
  idtagihan: 7,
  nomor_tagihan: 'INV/2026/0001',
  ppn_persen: 11,
  values,
}
const pay = { type: 'RecordPayment' as const, tanggal_bayar: '2026-11-25', today: '2026-11-26', bukti: null }

describe('issuing an invoice', () => {
  it('records the invoice with its number, the PPN rate of the day and the computed amounts', () => {
    spec.given([]).when(issue).thenEvents([issued])
  })

  it('computes PPh 23 and the discount, and takes 0 % PPN from a company that is not a PKP', () => {
    const withTax = { ...values, diskon: 250_000, potong_pph23: true }
    spec
      .given([])
      .when({ ...issue, ppn_persen: 0, values: withTax })
      .thenEvents([
        {
          type: 'InvoiceIssued',
          data: {
            idtagihan: 7,
            nomor_tagihan: 'INV/2026/0001',
            ...withTax,
            items: content.items,
            ppn_persen: 0,
            subtotal: 1_250_000,
            dpp: 1_000_000,
            ppn: 0,
            total: 1_000_000,
            pph23: 20_000,
            jumlah_dibayar: 980_000,
          },
        },
      ])
  })

  it('refuses a due date before the invoice date', () => {
    spec
      .given([])
      .when({ ...issue, values: { ...values, jatuh_tempo: '2026-11-20' } })
      .thenThrows(ValidationError, 'Jatuh tempo tidak boleh sebelum tanggal tagihan')
  })

  it('refuses a discount above the subtotal', () => {
    spec
      .given([])
      .when({ ...issue, values: { ...values, diskon: 1_250_001 } })
      .thenThrows(ValidationError, 'Diskon tidak boleh melebihi subtotal')
  })

  it('refuses to issue the same invoice twice', () => {
    spec.given([issued]).when(issue).thenThrows(ConflictError, 'Tagihan sudah ada')
  })
})

describe('changing an invoice', () => {
  const changed = { ...values, catatan: 'Termasuk gudang belakang' }

  it('records the whole invoice again, keeping the PPN rate it was issued with', () => {
    spec
      .given([issued])
      .when({ type: 'ChangeInvoice', values: changed })
      .thenEvents([{ type: 'InvoiceChanged', data: { ...content, catatan: 'Termasuk gudang belakang' } }])
  })

  it('records nothing when nothing changed', () => {
    spec.given([issued]).when({ type: 'ChangeInvoice', values }).thenEvents([])
  })

  it('is allowed again once a payment is reversed', () => {
    spec
      .given([issued, paid, reversed])
      .when({ type: 'ChangeInvoice', values: changed })
      .thenEvents([{ type: 'InvoiceChanged', data: { ...content, catatan: 'Termasuk gudang belakang' } }])
  })

  it('refuses a paid invoice', () => {
    spec
      .given([issued, paid])
      .when({ type: 'ChangeInvoice', values: changed })
      .thenThrows(ConflictError, 'Tagihan yang sudah lunas tidak dapat diubah')
  })

  it('refuses a cancelled invoice', () => {
    spec
      .given([issued, cancelled])
      .when({ type: 'ChangeInvoice', values: changed })
      .thenThrows(ConflictError, 'Tagihan yang sudah dibatalkan tidak dapat diubah')
  })

  it('refuses an unknown invoice', () => {
    spec
      .given([])
      .when({ type: 'ChangeInvoice', values })
      .thenThrows(NotFoundError, 'Tagihan tidak ditemukan')
  })

  it('checks the due date and the discount again', () => {
    spec
      .given([issued])
      .when({ type: 'ChangeInvoice', values: { ...values, diskon: 2_000_000 } })
      .thenThrows(ValidationError, 'Diskon tidak boleh melebihi subtotal')
  })
})

describe('payments', () => {
  it('records a payment with its date and proof', () => {
    const bukti = { file_key: 'tagihan/x.pdf', nama_file: 'bukti.pdf', tipe: 'application/pdf', ukuran: 10 }
    spec
      .given([issued])
      .when({ ...pay, bukti })
      .thenEvents([{ type: 'InvoicePaymentRecorded', data: { tanggal_bayar: '2026-11-25', bukti } }])
  })

  it('accepts a payment on the invoice date and on today', () => {
    spec
      .given([issued])
      .when({ ...pay, tanggal_bayar: '2026-11-21' })
      .thenEvents([{ type: 'InvoicePaymentRecorded', data: { tanggal_bayar: '2026-11-21', bukti: null } }])
    spec
      .given([issued])
      .when({ ...pay, tanggal_bayar: '2026-11-26' })
      .thenEvents([{ type: 'InvoicePaymentRecorded', data: { tanggal_bayar: '2026-11-26', bukti: null } }])
  })

  it('refuses a payment before the invoice date or in the future', () => {
    spec
      .given([issued])
      .when({ ...pay, tanggal_bayar: '2026-11-20' })
      .thenThrows(ValidationError, 'Tanggal bayar tidak boleh sebelum tanggal tagihan')
    spec
      .given([issued])
      .when({ ...pay, tanggal_bayar: '2026-11-27' })
      .thenThrows(ValidationError, 'Tanggal bayar tidak boleh di masa depan')
  })

  it('refuses paying twice, paying a cancelled invoice and an unknown one', () => {
    spec.given([issued, paid]).when(pay).thenThrows(ConflictError, 'Tagihan sudah lunas')
    spec
      .given([issued, cancelled])
      .when(pay)
      .thenThrows(ConflictError, 'Tagihan yang sudah dibatalkan tidak dapat dibayar')
    spec.given([]).when(pay).thenThrows(NotFoundError, 'Tagihan tidak ditemukan')
  })

  it('reverses a recorded payment, and only that', () => {
    spec.given([issued, paid]).when({ type: 'ReversePayment' }).thenEvents([reversed])
    spec.given([issued]).when({ type: 'ReversePayment' }).thenThrows(ConflictError, 'Tagihan belum lunas')
    spec.given([issued, paid, reversed]).when(pay).thenEvents([paid])
  })
})

describe('cancelling', () => {
  it('cancels an unpaid invoice', () => {
    spec.given([issued]).when({ type: 'CancelInvoice', idtagihan: 7 }).thenEvents([cancelled])
    spec.given([issued, paid, reversed]).when({ type: 'CancelInvoice', idtagihan: 7 }).thenEvents([cancelled])
  })

  it('refuses a paid invoice until its payment is reversed', () => {
    spec
      .given([issued, paid])
      .when({ type: 'CancelInvoice', idtagihan: 7 })
      .thenThrows(
        ConflictError,
        'Tagihan yang sudah lunas tidak dapat dibatalkan. Batalkan pembayarannya terlebih dahulu',
      )
  })

  it('refuses cancelling twice and an unknown invoice', () => {
    spec
      .given([issued, cancelled])
      .when({ type: 'CancelInvoice', idtagihan: 7 })
      .thenThrows(ConflictError, 'Tagihan sudah dibatalkan')
    spec
      .given([])
      .when({ type: 'CancelInvoice', idtagihan: 7 })
      .thenThrows(NotFoundError, 'Tagihan tidak ditemukan')
  })
})
