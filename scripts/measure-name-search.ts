// The filter mixes of the schedule and invoice lists, one call at a time, on a seed:scale database
// (docs/benchmarks.md, "The name count per customer"): `node scripts/measure-name-search.ts
// postgres://.../database [label prefix]`. Per call: wall p50 and p90 and the PostgreSQL backend's
// CPU per call (utime + stime of the one pooled connection, from /proc), which other work on the
// machine disturbs far less than the latencies. Reads only. To compare two commits, run each
// commit's copy of this script against the same database, alternately.
import { readFileSync } from 'node:fs'
import { sql } from 'kysely'
import { createDb } from '../services/core/database.ts'
import { createLogger } from '../services/core/logger.ts'
import { pageRequest } from '../services/core/paging.ts'
import { type InvoiceFilters, listInvoices } from '../services/modules/invoices/queries.ts'
import { listSchedules, type ScheduleFilters } from '../services/modules/schedules/queries.ts'

const { db } = createDb(process.argv[2]!, createLogger('error', 'm'), 1)
const only = process.argv[3]
const runs = Number(process.env.RUNS ?? 60)
const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid
// utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms.
const backendCpu = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
const busy = (
  await sql<{
    idteknisi: number
  }>`select idteknisi from schedules group by 1 order by count(*) desc limit 1`.execute(db)
).rows[0]!.idteknisi
const year = new Date().getFullYear()
const month = new Date().getMonth() + 1
const first = pageRequest({ page: '0' })
const S = (filters: ScheduleFilters) => () => listSchedules(db, filters, first)
const I = (filters: InvoiceFilters) => () => listInvoices(db, filters, first)
const name = 'hidayat'
const calls: [string, () => Promise<unknown>][] = [
  ['schedules name', S({ nama_pelanggan: name })],
  ['schedules name+year+month', S({ nama_pelanggan: name, startYear: year, endYear: year, bulan: month })],
  ['schedules name+year', S({ nama_pelanggan: name, startYear: year, endYear: year })],
  ['schedules name+month', S({ nama_pelanggan: name, bulan: month })],
  [
    'schedules name+year+technician+status',
    S({
      nama_pelanggan: name,
      startYear: year,
      endYear: year,
      idteknisi: busy,
      status_penjadwalan: 'belum selesai',
    }),
  ],
  ['schedules name+status', S({ nama_pelanggan: name, status_penjadwalan: 'selesai' })],
  [
    'schedules rare name+year+month',
    S({ nama_pelanggan: 'budi hidayat', startYear: year, endYear: year, bulan: month }),
  ],
  ['schedules first page', S({})],
  ['schedules year+month', S({ startYear: year, endYear: year, bulan: month })],
  [
    'schedules year+technician+status',
    S({ startYear: year, endYear: year, idteknisi: busy, status_penjadwalan: 'belum selesai' }),
  ],
  ['schedules month', S({ bulan: month })],
  ['invoices search', I({ search_query: name })],
  ['invoices search+year', I({ search_query: name, tahun: year })],
  ['invoices search+unpaid', I({ search_query: name, status_pembayaran: 'belum lunas' })],
  ['invoices first page', I({})],
  ['invoices unpaid this year', I({ status_pembayaran: 'belum lunas', tahun: year })],
  ['invoices overdue', I({ terlambat: true })],
]
for (const [label, op] of calls) {
  if (only && !label.startsWith(only)) continue
  await op()
  const latencies: number[] = []
  const cpu0 = backendCpu()
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await op()
    latencies.push(performance.now() - start)
  }
  const cpu = (backendCpu() - cpu0) / runs
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.floor(q * runs)]!.toFixed(1)
  console.log(`${label}: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, backend CPU ${cpu.toFixed(1)} ms per call`)
}
await db.destroy()
