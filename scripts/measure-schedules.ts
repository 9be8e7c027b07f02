// Measures the schedule list calls and commands in process on a seed:scale database (docs/benchmarks.md,
// Schedules): `node scripts/measure-schedules.ts postgres://.../database`. Leaves the data as it was
// apart from eight benchmark visits in 2030. `--commands-only`: the commands alone; `--lists-only`: the
// lists alone (reads only).
import { sql } from 'kysely'
import { createDb } from '../services/core/database.ts'
import { handleCommand } from '../services/core/event-sourcing/decider.ts'
import { createEventStore } from '../services/core/event-store/event-store.ts'
import { createLogger } from '../services/core/logger.ts'
import { pageRequest } from '../services/core/paging.ts'
import { moduleKit } from '../services/modules/index.ts'
import {
  calendarSchedules,
  collectSchedules,
  createSchedule,
  listSchedules,
  readFacts,
  SCHEDULE_STREAM_TYPE,
  scheduleDecider,
  updateSchedule,
} from '../services/modules/schedules/index.ts'
import { benchmarkVisitValues } from './benchmark-visits.ts'

const url = process.argv[2]!
const { db } = createDb(url, createLogger('error', 'm'), 12)
async function timed(workers: number, seconds: number, op: (w: number, n: number) => Promise<unknown>) {
  const lat: number[] = []
  let failures = 0
  const end = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let n = 0; performance.now() < end; n++) {
        const b = performance.now()
        try {
          await op(w, n)
        } catch (e) {
          failures++
          if (failures < 3) console.error(e)
        }
        lat.push(performance.now() - b)
      }
    }),
  )
  lat.sort((a, b) => a - b)
  const at = (q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))]!
  return `${(lat.length / seconds).toFixed(0)}/s p50 ${at(0.5).toFixed(1)} ms p99 ${at(0.99).toFixed(1)} ms${failures ? ` ${failures} failed` : ''}`
}
const total = (await sql<{ n: number }>`select count(*)::int as n from schedules`.execute(db)).rows[0]!.n
const busy = (
  await sql<{
    idteknisi: number
    tahun: number
  }>`select idteknisi, extract(year from max(tanggal))::int as tahun from schedules group by idteknisi order by count(*) desc limit 1`.execute(
    db,
  )
).rows[0]!
console.log(`schedules rows: ${total}; busiest technician ${busy.idteknisi}`)
const ids = (
  await sql<{ id: number }>`select idpenjadwalan as id from schedules limit 200`.execute(db)
).rows.map((r) => r.id)
const late = Math.floor((total / 10) * 0.9)
const today = new Date()
const dari = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)).toISOString().slice(0, 10)
const sampai = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0))
  .toISOString()
  .slice(0, 10)
const listsOnly = !process.argv.includes('--commands-only')
const calls: [string, () => Promise<unknown>][] = [
  [
    'baseline PK select',
    () =>
      sql`select * from schedules where idpenjadwalan = ${ids[Math.floor(Math.random() * ids.length)]}`.execute(
        db,
      ),
  ],
  ['getData first page', () => listSchedules(db, {}, pageRequest({ page: '0' }))],
  [
    'getData year+technician+status',
    () =>
      listSchedules(
        db,
        {
          startYear: busy.tahun,
          endYear: busy.tahun,
          idteknisi: busy.idteknisi,
          status_penjadwalan: 'belum selesai',
        },
        pageRequest({ page: '0' }),
      ),
  ],
  [
    'getData this year',
    () =>
      listSchedules(
        db,
        { startYear: today.getUTCFullYear(), endYear: today.getUTCFullYear() },
        pageRequest({ page: '0' }),
      ),
  ],
  [
    'getData nama_pelanggan=hidayat',
    () => listSchedules(db, { nama_pelanggan: 'hidayat' }, pageRequest({ page: '0' })),
  ],
  ['getData bulan=11', () => listSchedules(db, { bulan: 11 }, pageRequest({ page: '0' }))],
  [`getData late page ${late}`, () => listSchedules(db, {}, pageRequest({ page: String(late) }))],
  [
    `getData middle page ${Math.floor(total / 20)}`,
    () => listSchedules(db, {}, pageRequest({ page: String(Math.floor(total / 20)) })),
  ],
  ['kalender month, one technician', () => collectSchedules(db, { dari, sampai, idteknisi: busy.idteknisi })],
  [
    'kalender week, all (capped: 400)',
    () => calendarSchedules(db, { dari, sampai: `${dari.slice(0, 8)}07` }).catch(() => null),
  ],
  ['kalender month, all (capped: 400)', () => calendarSchedules(db, { dari, sampai }).catch(() => null)],
]
for (const [name, op] of listsOnly ? calls : []) {
  await op()
  console.log(`${name}: ${await timed(4, 3, () => op())}`)
}
if (process.argv.includes('--lists-only')) {
  await db.destroy()
  process.exit(0)
}
await sql`create table if not exists bench_measure (id int primary key, n bigint, updated_at timestamptz)`.execute(
  db,
)
await sql`insert into bench_measure select g, 0, now() from generate_series(1, 100) g on conflict do nothing`.execute(
  db,
)
const deps = { db, eventStore: createEventStore(db, moduleKit()) }
const metadata = { userId: null, role: 'admin', requestId: 'measure' }
const values = await benchmarkVisitValues(db)
// As bench/schedules.ts: each writer moves its own 20 visits in turn (streams as short as a real
// visit's), each command to the date its visit is not on.
const writers: number[][] = []
for (let w = 0; w < 8; w++) {
  const own: number[] = []
  for (let k = 0; k < 20; k++)
    own.push((await createSchedule(deps, values('2030-01-07'), metadata)).idpenjadwalan)
  writers.push(own)
}
const facts = await readFacts(db, values('2030-01-07'))
const target = (w: number, n: number) => writers[w]![n % 20]!
const on = new Map<number, string>()
const moved = (visit: number) => {
  const tanggal = on.get(visit) === '2030-01-08' ? '2030-01-07' : '2030-01-08'
  on.set(visit, tanggal)
  return values(tanggal)
}
for (let round = 0; round < 3; round++) {
  console.log(
    `round ${round}: plain UPDATE: ${await timed(8, 3, (w) => sql`update bench_measure set n = n + 1, updated_at = now() where id = ${w + 1}`.execute(db))}`,
  )
  console.log(
    `round ${round}: updateSchedule use case: ${await timed(8, 3, (w, n) => updateSchedule(deps, target(w, n), moved(target(w, n)), undefined, metadata))}`,
  )
  console.log(
    `round ${round}: handleCommand append+projection: ${await timed(8, 3, (w, n) => handleCommand(deps.eventStore, scheduleDecider, { streamType: SCHEDULE_STREAM_TYPE, streamId: String(target(w, n)), metadata }, { type: 'UpdateSchedule', values: moved(target(w, n)), facts }))}`,
  )
}
await sql`drop table bench_measure`.execute(db)
await db.destroy()
