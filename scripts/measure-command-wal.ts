// WAL per command, by record kind: `node scripts/measure-command-wal.ts <db-url> [n]` (docs/benchmarks.md,
// Schedules): a plain UPDATE, then a reschedule through handleCommand, n of each after a warm pass of n.
// Reads the WAL files with pg_waldump (PGWAL: their directory), so it runs on the database's machine.
import { execFileSync } from 'node:child_process'
import { sql } from 'kysely'
import { createDb } from '../services/core/database.ts'
import { handleCommand } from '../services/core/event-sourcing/decider.ts'
import { createEventStore } from '../services/core/event-store/event-store.ts'
import { createLogger } from '../services/core/logger.ts'
import { moduleKit } from '../services/modules/index.ts'
import {
  createSchedule,
  readFacts,
  SCHEDULE_STREAM_TYPE,
  type ScheduleValues,
  scheduleDecider,
} from '../services/modules/schedules/index.ts'

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
await sql`create table if not exists bench_steps (id int primary key, n bigint, updated_at timestamptz)`.execute(
  db,
)
await sql`insert into bench_steps select g, 0, now() from generate_series(1, 100) g on conflict do nothing`.execute(
  db,
)
const someone = (
  await sql<{ idpelanggan: number; idteknisi: number }>`select c.idpelanggan, t.idteknisi
    from customers c, technicians t where t.status_aktif = 'aktif' limit 1`.execute(db)
).rows[0]!
const values = (tanggal: string): ScheduleValues => ({
  ...someone,
  idkontrak: null,
  tanggal,
  jam: null,
  jenis_pekerjaan: 'Pest Control',
  lokasi: null,
  catatan: 'm',
})
const visits: number[] = []
for (let k = 0; k < 160; k++)
  visits.push((await createSchedule({ db, eventStore: store }, values('2030-02-04'), metadata)).idpenjadwalan)
const facts = await readFacts(db, values('2030-02-04'))
const lsn = async () =>
  (await sql<{ l: string }>`select pg_current_wal_lsn()::text as l`.execute(db)).rows[0]!.l
async function measure(name: string, op: (i: number) => Promise<unknown>) {
  await sql`checkpoint`.execute(db)
  // warm pass so FPIs of first touch after the checkpoint are counted separately
  const a = await lsn()
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
  const diff = async (x: string, y: string) =>
    Number(
      (await sql<{ d: string }>`select pg_wal_lsn_diff(${y}::pg_lsn, ${x}::pg_lsn)::text as d`.execute(db))
        .rows[0]!.d,
    )
  console.log(`${name}: after checkpoint ${(await diff(a, b)) / N} B/op, then ${(await diff(b, c)) / N} B/op`)
  // pg_waldump's records of this database only (other databases of the cluster write WAL too): the
  // records whose block references name its oid, and the commits of their transactions.
  const dir = process.env.PGWAL ?? '/var/lib/postgresql/15/main/pg_wal'
  const oid = (
    await sql<{ oid: string }>`select oid::text from pg_database where datname = current_database()`.execute(
      db,
    )
  ).rows[0]!.oid
  try {
    const out = execFileSync('/usr/lib/postgresql/15/bin/pg_waldump', ['-p', dir, '-s', b, '-e', c], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    })
    const records = out.split('\n').flatMap((line) => {
      const m =
        /rmgr: (\S+)\s+len \(rec\/tot\):\s+(\d+)\/\s*(\d+), tx:\s+(\d+), lsn: \S+, prev \S+, desc: (\S+)/.exec(
          line,
        )
      return m
        ? [
            {
              kind: `${m[1]}/${m[5]}`,
              rec: Number(m[2]),
              tot: Number(m[3]),
              tx: m[4]!,
              ours: line.includes(`/${oid}/`),
            },
          ]
        : []
    })
    const ours = new Set(records.filter((r) => r.ours && r.tx !== '0').map((r) => r.tx))
    const kinds = new Map<string, { n: number; rec: number; tot: number }>()
    for (const r of records) {
      if (!r.ours && !(r.kind.startsWith('Transaction/') && ours.has(r.tx))) continue
      const k = kinds.get(r.kind) ?? { n: 0, rec: 0, tot: 0 }
      kinds.set(r.kind, { n: k.n + 1, rec: k.rec + r.rec, tot: k.tot + r.tot })
    }
    const sum = (f: 'rec' | 'tot') => [...kinds.values()].reduce((t, k) => t + k[f], 0) / N
    console.log(
      `${name}: this database ${sum('tot').toFixed(0)} B/op, ${sum('rec').toFixed(0)} B/op without full-page images`,
    )
    for (const [kind, k] of [...kinds].sort((x, y) => y[1].tot - x[1].tot))
      console.log(
        `  ${kind.padEnd(28)} ${String(k.n).padStart(7)} records ${(k.tot / N).toFixed(1).padStart(8)} B/op (${(k.rec / N).toFixed(1)} without images)`,
      )
  } catch (e) {
    console.log(String(e))
  }
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
await db.destroy()
