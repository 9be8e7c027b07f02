import { createDb } from '../services/core/database.ts'
import { fold, handleCommand } from '../services/core/event-sourcing/decider.ts'
import { createEventStore } from '../services/core/event-store/event-store.ts'
import { createLogger } from '../services/core/logger.ts'
import { moduleKit } from '../services/modules/index.ts'
import { type InvoiceState, invoiceDecider } from '../services/modules/invoices/decider.ts'
import type { InvoiceEvent } from '../services/modules/invoices/events.ts'
import { getInvoice, INVOICE_STREAM_TYPE, type InvoiceValues } from '../services/modules/invoices/index.ts'
import {
  appendComparison,
  COMMAND_TARGET_RATIO,
  type CommandFigure,
  READ_ROW_BASELINE,
  readRowWrite,
  WRITERS,
} from './commands.ts'
import { BASELINE_TABLE } from './figures.ts'
import type { Settings } from './settings.ts'

// InvoiceChanged through handleCommand, the reschedule figure's shape (bench/commands.ts): each
// writer changes its own invoices in turn, the note flipping so every command appends an event.
export async function invoiceAppend(
  settings: Settings,
  databaseUrl: string,
  ids: number[],
): Promise<CommandFigure> {
  const { db } = createDb(databaseUrl, createLogger('error', 'bench-invoices'), WRITERS + 2)
  try {
    const eventStore = createEventStore(db, moduleKit())
    const metadata = { userId: null, role: 'admin', requestId: 'bench' }
    const values = new Map<number, InvoiceValues>()
    for (const id of ids) {
      const current = await getInvoice({ db }, id)
      values.set(id, {
        idpelanggan: current.idpelanggan,
        idkontrak: current.idkontrak,
        idpenjadwalan: current.idpenjadwalan,
        tanggal_tagihan: current.tanggal_tagihan,
        jatuh_tempo: current.jatuh_tempo,
        items: current.items.map(({ deskripsi, jumlah, satuan, harga_satuan, idkatalog_harga }) => ({
          deskripsi,
          jumlah,
          satuan: satuan as InvoiceValues['items'][number]['satuan'],
          harga_satuan,
          idkatalog_harga,
        })),
        diskon: current.diskon,
        potong_pph23: current.potong_pph23,
        catatan: current.catatan,
      })
    }
    const perWriter = Math.max(1, Math.floor(ids.length / WRITERS))
    const target = (worker: number, n: number) => ids[worker * perWriter + (n % perWriter)]!
    let flip = 0
    const changed = (id: number): InvoiceValues => ({ ...values.get(id)!, catatan: `bench ${flip++}` })
    // The invoices as their streams stand, for the baseline's decisions: the same content (items,
    // amounts, note) a design without the event store would compute and write to the row.
    const states = new Map<number, InvoiceState>()
    for (const id of ids) {
      const history = await eventStore.readStream(INVOICE_STREAM_TYPE, String(id))
      states.set(id, fold(invoiceDecider, history as unknown as InvoiceEvent[]))
    }
    const figures = await appendComparison(
      settings,
      db,
      BASELINE_TABLE,
      (worker, n) => {
        const id = target(worker, n)
        return handleCommand(
          eventStore,
          invoiceDecider,
          { streamType: INVOICE_STREAM_TYPE, streamId: String(id), metadata },
          { type: 'ChangeInvoice', values: changed(id) },
        )
      },
      (worker, n) => {
        const id = target(worker, n)
        const [event] = invoiceDecider.decide({ type: 'ChangeInvoice', values: changed(id) }, states.get(id)!)
        return readRowWrite(db, eventStore, INVOICE_STREAM_TYPE, String(id), event!)
      },
    )
    return {
      name: 'invoice change append + inline projection (InvoiceChanged, handleCommand, in process)',
      subject: 'invoice command',
      baseline: READ_ROW_BASELINE,
      ...figures,
      target: COMMAND_TARGET_RATIO,
    }
  } finally {
    await db.destroy()
  }
}
