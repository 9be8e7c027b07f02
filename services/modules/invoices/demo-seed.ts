import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { findCustomerByKode } from '../customers/index.ts'
import { cancelInvoice, issueInvoice, recordPayment } from './commands.ts'
import type { InvoiceItem, InvoiceValues } from './contract.ts'
import { invoiceEvents } from './events.ts'
import { invoicesProjection } from './projection.ts'
import type { InvoiceTables } from './tables.ts'

type DemoInvoice = {
  kode: string
  // Days before today: the invoice date, the due date (negative: in the future), the payment.
  issuedAgo: number
  dueAgo: number
  paidAgo?: number
  cancelled?: boolean
  items: Omit<InvoiceItem, 'idkatalog_harga'>[]
  diskon?: number
  potong_pph23?: boolean
  catatan?: string
}

// Invoices of the demo customers, dated from today so that one is paid, one unpaid, one overdue
// and one cancelled whenever the demo starts.
export const DEMO_INVOICES: DemoInvoice[] = [
  {
    kode: 'TTSG-sda-001',
    issuedAgo: 40,
    dueAgo: 26,
    paidAgo: 30,
    items: [
      { deskripsi: 'Pest control bulanan (contoh)', jumlah: 1, satuan: 'kunjungan', harga_satuan: 1_500_000 },
    ],
  },
  {
    kode: 'TTSG-sda-002',
    issuedAgo: 30,
    dueAgo: 16,
    potong_pph23: true,
    items: [
      { deskripsi: 'Rodent control (contoh)', jumlah: 2, satuan: 'kunjungan', harga_satuan: 300_000 },
      { deskripsi: 'Umpan tikus tambahan (contoh)', jumlah: 4, satuan: 'unit', harga_satuan: 45_000 },
    ],
    catatan: 'Tagihan terlambat (contoh)',
  },
  {
    kode: 'TTSG-sby-001',
    issuedAgo: 3,
    dueAgo: -11,
    diskon: 24_250,
    items: [
      { deskripsi: 'Pest control area dapur (contoh)', jumlah: 120.5, satuan: 'm²', harga_satuan: 8_500 },
    ],
  },
  {
    kode: 'TTSG-sda-003',
    issuedAgo: 20,
    dueAgo: 6,
    cancelled: true,
    items: [
      { deskripsi: 'Fumigasi gudang ekspor (contoh)', jumlah: 1, satuan: 'paket', harga_satuan: 5_000_000 },
    ],
    catatan: 'Dibatalkan: salah pelanggan (contoh)',
  },
  {
    kode: 'TTSG-sby-001',
    issuedAgo: 10,
    dueAgo: -4,
    paidAgo: 1,
    items: [
      { deskripsi: 'Pest control gudang (contoh)', jumlah: 1, satuan: 'kunjungan', harga_satuan: 1_250_000 },
    ],
  },
]

const daysAgo = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

export const invoicesSeeder = {
  name: 'invoices',
  async seed(db: Db): Promise<number> {
    const any = await db
      .withTables<InvoiceTables>()
      .selectFrom('invoices')
      .select('idtagihan')
      .executeTakeFirst()
    if (any !== undefined) return 0
    const kit = composeModules([
      { name: 'invoices', events: invoiceEvents, projections: [invoicesProjection] },
    ])
    const deps = { db, eventStore: createEventStore(db, kit) }
    const caller = { metadata: { userId: null, role: null, requestId: 'demo-seed' }, actor: 'demo-seed' }
    const today = todayJakarta()
    let created = 0
    for (const demo of DEMO_INVOICES) {
      const customer = await findCustomerByKode(db, demo.kode)
      if (customer === undefined) continue
      const values: InvoiceValues = {
        idpelanggan: customer.idpelanggan,
        idkontrak: null,
        idpenjadwalan: null,
        tanggal_tagihan: daysAgo(today, demo.issuedAgo),
        jatuh_tempo: daysAgo(today, demo.dueAgo),
        items: demo.items.map((item) => ({ ...item, idkatalog_harga: null })),
        diskon: demo.diskon ?? 0,
        potong_pph23: demo.potong_pph23 ?? false,
        catatan: demo.catatan ?? '',
      }
      const invoice = await issueInvoice(deps, values, caller)
      if (demo.paidAgo !== undefined) {
        const payment = {
          status_pembayaran: 'lunas' as const,
          tanggal_bayar: daysAgo(today, demo.paidAgo),
          bukti: null,
        }
        await recordPayment(deps, invoice.idtagihan, payment, undefined, caller)
      }
      if (demo.cancelled) await cancelInvoice(deps, invoice.idtagihan, undefined, caller.metadata)
      created += 1
    }
    return created
  },
}
