// Where a command's time goes, and what it costs against a plain single-row UPDATE, on a
// seed:scale database (docs/benchmarks.md, Schedules and Invoices; docs/adr/0016):
// `node scripts/measure-command-steps.ts postgres://.../database`. Adds 160 benchmark visits in
// 2030 and changes the notes of up to 160 unpaid invoices: run it on a copy.
// One at a time: medians of 300. Then 8 writers, 3 rounds of 3 s, each product right after its
// plain UPDATE, the ratio against that round's UPDATE.
import { sql } from 'kysely'
import { createDb } from '../services/core/database.ts'
import { handleCommand } from '../services/core/event-sourcing/decider.ts'
import { createEventStore } from '../services/core/event-store/event-store.ts'
import { createLogger } from '../services/core/logger.ts'
import { moduleKit } from '../services/modules/index.ts'
import { invoiceDecider } from '../services/modules/invoices/decider.ts'
import {
  changeInvoice,
  INVOICE_STREAM_TYPE,
  invoiceValues,
  type TagihanInput,
} from '../services/modules/invoices/index.ts'
import {
  createSchedule,
  readFacts,
  SCHEDULE_STREAM_TYPE,
  scheduleDecider,
  updateSchedule,
} from '../services/modules/schedules/index.ts'
import { benchmarkVisitValues, ensureBaselineRows } from './benchmark-visits.ts'

const WRITERS = 8
const PER_WRITER = 20
const { db } = createDb(process.argv[2]!, createLogger('error', 'm'), WRITERS + 2)
const store = createEventStore(db, moduleKit())
const deps = { db, eventStore: store }
const metadata = { userId: null, role: 'admin', requestId: 'steps' }

await ensureBaselineRows(db)
const values = await benchmarkVisitValues(db)
const visits: number[] = []
for (let k = 0; k < WRITERS * PER_WRITER; k++) {
  visits.push((await createSchedule(deps, values('2030-02-04'), metadata)).idpenjadwalan)
}
const facts = await readFacts(db, values('2030-02-04'))
const unpaid = (
  await sql<{ idtagihan: number }>`select idtagihan from invoices
    where status = 'terbit' and status_pembayaran = 'belum lunas' order by idtagihan desc limit ${WRITERS * PER_WRITER}`.execute(
    db,
  )
).rows.map((row) => row.idtagihan)
const invoices = await Promise.all(
  unpaid.map(async (id) => {
    const row = (
      await sql<{
        idpelanggan: number
        tanggal_tagihan: string
        jatuh_tempo: string
        items: TagihanInput['items']
      }>`select idpelanggan, tanggal_tagihan, jatuh_tempo, items from invoices where idtagihan = ${id}`.execute(
        db,
      )
    ).rows[0]!
    const items = row.items.map(({ deskripsi, jumlah, satuan, harga_satuan }) => ({
      deskripsi,
      jumlah,
      satuan,
      harga_satuan,
    }))
    return { id, body: { ...row, items } }
  }),
)

// The k-th command on a visit or invoice always changes something (another day, another note).
let serial = 0
const visitOf = (worker: number, n: number) =>
  visits[(worker * PER_WRITER + (n % PER_WRITER)) % visits.length]!
const moved = (n: number) => values(Math.floor(n / PER_WRITER) % 2 === 0 ? '2030-02-05' : '2030-02-04')
const invoiceOf = (worker: number, n: number) =>
  invoices[(worker * PER_WRITER + (n % PER_WRITER)) % invoices.length]!
const noted = (invoice: (typeof invoices)[number]) => ({ ...invoice.body, catatan: `steps ${++serial}` })

const plainUpdate = (worker: number) =>
  sql`update bench_steps set n = n + 1, updated_at = now() where id = ${worker + 1}`.execute(db)
const ops: [string, (worker: number, n: number) => Promise<unknown>][] = [
  [
    'plain UPDATE + pg_notify (what every append paid before)',
    (worker) =>
      sql`with u as (update bench_steps set n = n + 1, updated_at = now() where id = ${worker + 1} returning n)
        select pg_notify('bench_steps', n::text) from u`.execute(db),
  ],
  [
    'schedules handleCommand (reschedule)',
    (worker, n) =>
      handleCommand(
        store,
        scheduleDecider,
        { streamType: SCHEDULE_STREAM_TYPE, streamId: String(visitOf(worker, n)), metadata },
        { type: 'UpdateSchedule', values: moved(n), facts },
      ),
  ],
  [
    'schedules updateSchedule use case',
    (worker, n) => updateSchedule(deps, visitOf(worker, n), moved(n), undefined, metadata),
  ],
  ...(invoices.length === 0
    ? []
    : ([
        [
          'invoices handleCommand (ChangeInvoice)',
          async (worker: number, n: number) => {
            const invoice = invoiceOf(worker, n)
            return handleCommand(
              store,
              invoiceDecider,
              { streamType: INVOICE_STREAM_TYPE, streamId: String(invoice.id), metadata },
              { type: 'ChangeInvoice', values: invoiceValues(noted(invoice)) },
            )
          },
        ],
        [
          'invoices changeInvoice use case',
          (worker: number, n: number) => {
            const invoice = invoiceOf(worker, n)
            return changeInvoice(deps, invoice.id, noted(invoice), undefined, metadata)
          },
        ],
      ] as [string, (worker: number, n: number) => Promise<unknown>][])),
]

const median = async (n: number, op: (i: number) => Promise<unknown>) => {
  const lat: number[] = []
  for (let i = 0; i < n; i++) {
    const b = performance.now()
    await op(i)
    lat.push(performance.now() - b)
  }
  lat.sort((a, b) => a - b)
  return lat[Math.floor(n / 2)]!
}
const ms = (value: number) => `${value.toFixed(2)} ms`
const N = 300
console.log(`visits ${visits.length}, unpaid invoices ${invoices.length}`)
console.log('one at a time (median of 300):')
const base = await median(N, () => plainUpdate(0))
console.log(`  plain single-row UPDATE: ${ms(base)}`)
console.log(`  select 1 (one round trip): ${ms(await median(N, () => sql`select 1`.execute(db)))}`)
console.log(
  `  readStream of a visit: ${ms(await median(N, (i) => store.readStream(SCHEDULE_STREAM_TYPE, String(visitOf(0, i)))))}`,
)
// Streams this process has not written since start: the stream is read and folded first.
console.log(
  `  schedules handleCommand, stream read (state forgotten): ${ms(
    await median(N, (i) => {
      store.states.forget(SCHEDULE_STREAM_TYPE, String(visitOf(1, i)))
      return ops[1]![1](1, i)
    }),
  )}`,
)
for (const [name, op] of ops) {
  const at = await median(N, (i) => op(0, i + N))
  console.log(`  ${name}: ${ms(at)} (${(base / at).toFixed(2)}× the UPDATE's speed)`)
}

async function timed(op: (worker: number, n: number) => Promise<unknown>) {
  const latencies: number[] = []
  let failures = 0
  const end = performance.now() + 3000
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, worker) => {
      for (let n = 0; performance.now() < end; n++) {
        const b = performance.now()
        await op(worker, n).catch(() => failures++)
        latencies.push(performance.now() - b)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return { perSecond: latencies.length / 3, p50: latencies[Math.floor(latencies.length / 2)]!, failures }
}
console.log(`${WRITERS} writers, 3 s each, ratio against the plain UPDATE just before:`)
for (let round = 0; round < 3; round++) {
  for (const [name, op] of ops) {
    const plain = await timed(plainUpdate)
    const product = await timed(op)
    console.log(
      `  round ${round}: ${name}: ${product.perSecond.toFixed(0)}/s p50 ${ms(product.p50)}` +
        `${product.failures ? ` (${product.failures} failed)` : ''}; plain UPDATE ${plain.perSecond.toFixed(0)}/s ` +
        `p50 ${ms(plain.p50)}; ratio ${(product.perSecond / plain.perSecond).toFixed(2)}`,
    )
  }
}
await sql`drop table bench_steps`.execute(db)
await db.destroy()
