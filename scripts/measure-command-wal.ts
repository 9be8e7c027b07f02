// WAL per command, by record kind: `node scripts/measure-command-wal.ts <db-url> [n]` (docs/benchmarks.md,
// Schedules): a plain UPDATE, a reschedule and an invoice change through handleCommand, n of each
// after a warm pass of n. Reads the WAL files with pg_waldump (PGWAL: their directory), so it runs
// on the database's machine; adds 160 benchmark visits and changes notes of unpaid invoices: run it
// on a copy.
import { execFileSync } from 'node:child_process'
import { sql } from 'kysely'
import { createDb } from '../services/core/database.ts'
import { handleCommand } from '../services/core/event-sourcing/decider.ts'
import { createEventStore } from '../services/core/event-store/event-store.ts'
import { createLogger } from '../services/core/logger.ts'
import { moduleKit } from '../services/modules/index.ts'
import { invoiceDecider } from '../services/modules/invoices/decider.ts'
import { INVOICE_STREAM_TYPE, invoiceValues, type TagihanInput } from '../services/modules/invoices/index.ts'
import {
  createSchedule,
  readFacts,
  SCHEDULE_STREAM_TYPE,
  scheduleDecider,
} from '../services/modules/schedules/index.ts'
import { benchmarkVisitValues, ensureBaselineRows } from './benchmark-visits.ts'

// CPU seconds of every postgres process (backends, WAL writer, ...), from /proc.
let pids: number[] = []
function pgCpu(): number {
  const out = execFileSync(
    'sh',
    ['-c', `for p in ${pids.join(' ')}; do cat /proc/$p/stat 2>/dev/null; done`],
    { encoding: 'utf8' },
  )
  let ticks = 0
  for (const line of out.split('\n')) {
    const f = line.slice(line.lastIndexOf(')') + 2).split(' ')
    if (f.length > 13) ticks += Number(f[11]) + Number(f[12])
  }
  return ticks / 100
}
const N = Number(process.argv[3] ?? 2000)
const { db } = createDb(process.argv[2]!, createLogger('error', 'm'), 4)
const store = createEventStore(db, moduleKit())
const metadata = { userId: null, role: 'admin', requestId: 'wal' }
await ensureBaselineRows(db)
const values = await benchmarkVisitValues(db)
const visits: number[] = []
for (let k = 0; k < 160; k++)
  visits.push((await createSchedule({ db, eventStore: store }, values('2030-02-04'), metadata)).idpenjadwalan)
const facts = await readFacts(db, values('2030-02-04'))
const lsn = async () =>
  (await sql<{ l: string }>`select pg_current_wal_lsn()::text as l`.execute(db)).rows[0]!.l
async function measure(name: string, op: (i: number) => Promise<unknown>) {
  await sql`checkpoint`.execute(db)
  // A warm pass first: the pages' first touch after the checkpoint writes full-page images.
  for (let i = 0; i < N; i++) await op(i)
  const b = await lsn()
  pids = (
    await sql<{
      pid: number
    }>`select pid from pg_stat_activity where datname = current_database() or backend_type = 'walwriter'`.execute(
      db,
    )
  ).rows.map((r) => r.pid)
  const pg0 = pgCpu()
  const node0 = process.cpuUsage()
  for (let i = N; i < 2 * N; i++) await op(i)
  const pg1 = pgCpu()
  const node1 = process.cpuUsage(node0)
  const c = await lsn()
  console.log(
    `${name}: postgres CPU ${(((pg1 - pg0) * 1e6) / N).toFixed(0)} µs/op, node CPU ${((node1.user + node1.system) / N).toFixed(0)} µs/op`,
  )
  // WAL is shared by every database of the server: count only the records of transactions that
  // touched this database (pg_waldump names each record's relation as tablespace/database/file).
  const dbOid = (
    await sql<{ oid: string }>`select oid::text from pg_database where datname = current_database()`.execute(
      db,
    )
  ).rows[0]!.oid
  const dir = process.env.PGWAL ?? '/var/lib/postgresql/15/main/pg_wal'
  const out = execFileSync('/usr/lib/postgresql/15/bin/pg_waldump', ['-p', dir, '-s', b, '-e', c], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  })
  const records = out.split('\n').flatMap((line) => {
    const m = /rmgr: (\S+)\s+len \(rec\/tot\):\s*\d+\/\s*(\d+), tx:\s*(\d+), .*desc: (\S+)(.*)/.exec(line)
    return m ? [{ rmgr: m[1]!, bytes: Number(m[2]), tx: m[3]!, desc: m[4]!, rest: m[5]! }] : []
  })
  const ours = new Set(records.filter((r) => r.rest.includes(`/${dbOid}/`)).map((r) => r.tx))
  const kinds = new Map<string, { n: number; bytes: number }>()
  let total = 0
  for (const r of records) {
    if (!ours.has(r.tx) || r.tx === '0') continue
    const key = `${r.rmgr}/${r.desc}`
    const k = kinds.get(key) ?? { n: 0, bytes: 0 }
    k.n += 1
    k.bytes += r.bytes
    kinds.set(key, k)
    total += r.bytes
  }
  console.log(`${name}: ${(total / N).toFixed(0)} B of WAL per op (this database's transactions only)`)
  for (const [key, k] of [...kinds].sort((x, y) => y[1].bytes - x[1].bytes))
    console.log(`  ${key.padEnd(28)} ${(k.n / N).toFixed(2)} records/op ${(k.bytes / N).toFixed(0)} B/op`)
}
await measure('plain UPDATE', (i) =>
  sql`update bench_steps set n = n + 1, updated_at = now() where id = ${(i % 8) + 1}`.execute(db),
)
await measure('reschedule handleCommand', (i) =>
  handleCommand(
    store,
    scheduleDecider,
    { streamType: SCHEDULE_STREAM_TYPE, streamId: String(visits[i % 160]!), metadata },
    {
      type: 'UpdateSchedule',
      values: values(Math.floor(i / 160) % 2 === 0 ? '2030-02-05' : '2030-02-04'),
      facts,
    },
  ),
)
const unpaid = (
  await sql<{
    idtagihan: number
    idpelanggan: number
    tanggal_tagihan: string
    jatuh_tempo: string
    items: TagihanInput['items']
  }>`
    select idtagihan, idpelanggan, tanggal_tagihan, jatuh_tempo, items from invoices
    where status = 'terbit' and status_pembayaran = 'belum lunas' order by idtagihan desc limit 160`.execute(
    db,
  )
).rows
let serial = 0
if (unpaid.length > 0)
  await measure('invoice ChangeInvoice handleCommand', (i) => {
    const { idtagihan, items, ...rest } = unpaid[i % unpaid.length]!
    const body = {
      ...rest,
      items: items.map(({ deskripsi, jumlah, satuan, harga_satuan }) => ({
        deskripsi,
        jumlah,
        satuan,
        harga_satuan,
      })),
      catatan: `wal ${++serial}`,
    }
    return handleCommand(
      store,
      invoiceDecider,
      { streamType: INVOICE_STREAM_TYPE, streamId: String(idtagihan), metadata },
      { type: 'ChangeInvoice', values: invoiceValues(body) },
    )
  })
await db.destroy()
