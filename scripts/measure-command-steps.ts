// Where a schedule command's time goes, one writer at a time on a seed:scale database
// (docs/benchmarks.md, Schedules): `node scripts/measure-command-steps.ts postgres://.../database`.
// Adds two benchmark visits in 2030.
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

const { db } = createDb(process.argv[2]!, createLogger('error', 'm'), 4)
const median = async (n: number, op: (i: number) => Promise<unknown>) => {
  const lat: number[] = []
  for (let i = 0; i < n; i++) {
    const b = performance.now()
    await op(i)
    lat.push(performance.now() - b)
  }
  lat.sort((a, b) => a - b)
  return `median ${lat[Math.floor(n / 2)]!.toFixed(2)} ms`
}
await sql`create table if not exists bench_steps (id int primary key, n bigint, updated_at timestamptz)`.execute(
  db,
)
await sql`insert into bench_steps values (1, 0, now()) on conflict do nothing`.execute(db)
const store = createEventStore(db, moduleKit())
const metadata = { userId: null, role: 'admin', requestId: 'steps' }
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
const id = String(
  (await createSchedule({ db, eventStore: store }, values('2030-02-04'), metadata)).idpenjadwalan,
)
const facts = await readFacts(db, values('2030-02-04'))
const day = (i: number) => (i % 2 === 0 ? '2030-02-05' : '2030-02-04')
const N = 200
console.log(
  `plain single-row UPDATE: ${await median(N, () => sql`update bench_steps set n = n + 1, updated_at = now() where id = 1`.execute(db))}`,
)
console.log(
  `begin; UPDATE; commit: ${await median(N, () => db.transaction().execute((trx) => sql`update bench_steps set n = n + 1 where id = 1`.execute(trx)))}`,
)
console.log(`select 1 (one round trip): ${await median(N, () => sql`select 1`.execute(db))}`)
console.log(
  `readStream (${(await store.readStream(SCHEDULE_STREAM_TYPE, id)).length} events at start): ${await median(N, () => store.readStream(SCHEDULE_STREAM_TYPE, id))}`,
)
const command = (i: number) =>
  handleCommand(
    store,
    scheduleDecider,
    { streamType: SCHEDULE_STREAM_TYPE, streamId: id, metadata },
    { type: 'UpdateSchedule', values: values(day(i)), facts },
  )
console.log(`handleCommand reschedule (stream grows by 1 each): ${await median(N, command)}`)
const visit = Number(id)
console.log(
  `projection UPDATE of schedules alone (with its triggers): ${await median(N, (i) => db.transaction().execute((trx) => sql`update schedules set tanggal = ${day(i)}, version = version where idpenjadwalan = ${visit}`.execute(trx)))}`,
)
await sql`drop table bench_steps`.execute(db)
await db.destroy()
