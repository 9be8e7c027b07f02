import { type Db, inTransaction } from '../../core/database.ts'
import { seedYearlyNumbers } from '../../core/event-sourcing/yearly-numbers.ts'
import {
  type SeedEvent,
  type SeedStream,
  writeSeedRows,
  writeSeedStreams,
} from '../../core/event-store/seed-writer.ts'
import { seedCustomers } from '../../core/scale-data.ts'
import { invoiceNumbering } from './commands.ts'
import { type InvoiceValues, SATUAN_OPTIONS } from './contract.ts'
import { invoiceDecider } from './decider.ts'
import { INVOICE_STREAM_TYPE, type InvoiceEvent } from './events.ts'
import { invoiceRowValues } from './projection.ts'

type Random = { next(): number; int(min: number, max: number): number; pick<T>(list: readonly T[]): T }

const DAY = 86_400_000
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const WORK = [
  'Pest control bulanan',
  'Rodent control',
  'Termite control',
  'Fumigasi gudang',
  'Disinfeksi area',
]

// Invoices at scale, written as the product writes them: the decider's own InvoiceIssued events
// (amounts computed by it, PPN 11 %), most later paid (InvoicePaymentRecorded), a few cancelled,
// numbered gap-free per year of tanggal_tagihan in order of issue; then the counters and id
// sequence move past them. The read rows the projection makes of these events are written in bulk,
// as the schedules' seed does: replaying ~155 000 events one statement each took most of the step's
// time at 100 000 customers (scripts/seed-scale.test.ts checks the tables equal a rebuild). The
// triggers keep invoice_search and invoices_counts, once per batch. About one invoice per
// customer over the last three years.
// `customersBefore`: the customers an earlier run or real use made keep what they have.
export async function seedInvoicesAtScale(
  db: Db,
  random: Random,
  now: Date,
  customersBefore = 0,
): Promise<number> {
  const customers = await seedCustomers(db, customersBefore)
  const numbers = await seedYearlyNumbers(db, invoiceNumbering, { table: 'invoices', id: 'idtagihan' })

  const planned = customers
    .filter(() => random.next() < 0.9)
    .map(({ idpelanggan }) => ({ idpelanggan, issued: now.getTime() - random.next() * 3 * 365 * DAY }))
    .sort((a, b) => a.issued - b.issued)

  const streams: SeedStream[] = []
  const events: SeedEvent[] = []
  const readRows: Record<string, unknown>[] = []
  for (const { idpelanggan, issued } of planned) {
    const tanggal_tagihan = day(issued)
    const { id, nomor } = numbers.next(Number(tanggal_tagihan.slice(0, 4)))
    const values: InvoiceValues = {
      idpelanggan,
      idkontrak: null,
      idpenjadwalan: null,
      tanggal_tagihan,
      jatuh_tempo: day(issued + 14 * DAY),
      items: Array.from({ length: random.int(1, 3) }, () => ({
        deskripsi: random.pick(WORK),
        jumlah: random.next() < 0.3 ? random.int(100, 50_000) / 100 : random.int(1, 4),
        satuan: random.pick(SATUAN_OPTIONS),
        harga_satuan: random.int(10, 2_000) * 1_000,
        idkatalog_harga: null,
      })),
      diskon: 0,
      potong_pph23: random.next() < 0.3,
      catatan: '',
    }
    const stream_id = String(id)
    const history: { event: InvoiceEvent; at: number }[] = [
      {
        event: invoiceDecider.decide(
          {
            type: 'IssueInvoice',
            idtagihan: id,
            nomor_tagihan: nomor,
            ppn_persen: 11,
            values,
          },
          invoiceDecider.initialState(),
        )[0]!,
        at: issued,
      },
    ]
    const fate = random.next()
    const paidAt = issued + random.int(1, 40) * DAY
    if (fate < 0.7 && paidAt < now.getTime()) {
      history.push({
        event: { type: 'InvoicePaymentRecorded', data: { tanggal_bayar: day(paidAt), bukti: null } },
        at: paidAt,
      })
    } else if (fate > 0.97) {
      history.push({ event: { type: 'InvoiceCancelled', data: { idtagihan: id } }, at: issued + DAY })
    }
    let row: Record<string, unknown> = {}
    history.forEach(({ event, at }, index) => {
      const created_at = new Date(Math.min(at, now.getTime())).toISOString()
      const version = index + 1
      events.push({ stream_id, version, type: event.type, data: event.data, created_at })
      row = { ...row, ...readRow(event, version, created_at) }
    })
    readRows.push(row)
    streams.push({ stream_id, version: history.length })
  }
  events.sort((a, b) => a.created_at.localeCompare(b.created_at))

  await inTransaction(db, async (trx) => {
    await writeSeedStreams(trx, INVOICE_STREAM_TYPE, streams, events)
    await numbers.save(trx)
    await writeSeedRows(trx, 'invoices', readRows)
  })
  return planned.length
}

// What invoicesProjection's statement for each seeded event (issue, payment, cancellation) sets.
function readRow(event: InvoiceEvent, version: number, at: string): Record<string, unknown> {
  switch (event.type) {
    case 'InvoiceIssued':
      return invoiceRowValues.issued(event.data, version, at)
    case 'InvoicePaymentRecorded':
      return invoiceRowValues.paid(event.data, version, at)
    case 'InvoiceCancelled':
      return invoiceRowValues.cancelled(version, at)
    default:
      throw new Error(`the invoice seed writes no ${event.type}`)
  }
}
