// Measures the invoice list calls in process on a seed:scale database (docs/benchmarks.md, Invoices):
// `node scripts/measure-invoices.ts postgres://.../database`. Reads only.
import { sql } from 'kysely'
import { createDb } from '../services/core/database.ts'
import { createLogger } from '../services/core/logger.ts'
import { pageRequest } from '../services/core/paging.ts'
import { listInvoices } from '../services/modules/invoices/queries.ts'

const { db } = createDb(process.argv[2]!, createLogger('error', 'm'), 12)
async function timed(workers: number, seconds: number, op: () => Promise<unknown>) {
  const lat: number[] = []
  const end = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        const b = performance.now()
        await op()
        lat.push(performance.now() - b)
      }
    }),
  )
  lat.sort((a, b) => a - b)
  const at = (q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))]!
  return `${(lat.length / seconds).toFixed(0)}/s p50 ${at(0.5).toFixed(1)} ms p99 ${at(0.99).toFixed(1)} ms`
}
const ids = (await sql<{ id: number }>`select idtagihan as id from invoices limit 200`.execute(db)).rows.map(
  (r) => r.id,
)
const first = await listInvoices(db, {}, pageRequest({ page: '0' }))
const late = Math.floor(first.totalPage * 0.9)
const year = new Date().getFullYear()
const calls: [string, () => Promise<unknown>][] = [
  [
    'baseline PK select',
    () =>
      sql`select * from invoices where idtagihan = ${ids[Math.floor(Math.random() * ids.length)]}`.execute(
        db,
      ),
  ],
  [`first page (${first.totalRows} rows)`, () => listInvoices(db, {}, pageRequest({ page: '0' }))],
  [
    `belum lunas ${year}`,
    () => listInvoices(db, { status_pembayaran: 'belum lunas', tahun: year }, pageRequest({ page: '0' })),
  ],
  [`late page ${late}`, () => listInvoices(db, {}, pageRequest({ page: String(late) }))],
  ['search_query=hidayat', () => listInvoices(db, { search_query: 'hidayat' }, pageRequest({ page: '0' }))],
]
for (const [name, op] of calls) {
  await op()
  console.log(`${name}: ${await timed(4, 3, op)}`)
}
await db.destroy()
