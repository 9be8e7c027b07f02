// Backend and Node CPU per invoice search call, one connection, in process (docs/benchmarks.md,
// Invoices, 2026-11-25 evening): `node scripts/measure-invoice-search.ts <db-url> [rounds]`. Reads only.
import { readFileSync } from 'node:fs'
import { sql } from 'kysely'
import { createDb } from '../services/core/database.ts'
import { createLogger } from '../services/core/logger.ts'
import { pageRequest } from '../services/core/paging.ts'
import { type InvoiceFilters, listInvoices, summarizeInvoices } from '../services/modules/invoices/queries.ts'

const { db } = createDb(process.argv[2]!, createLogger('error', 'm'), 1)
const rounds = Number(process.argv[3] ?? 3)
const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid
// CPU ms of the one backend, from /proc (this runs on the database's machine).
const backendCpu = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
const year = new Date().getFullYear()
const mixes: [string, InvoiceFilters][] = [
  ['hidayat', { search_query: 'hidayat' }],
  [`hidayat + ${year}`, { search_query: 'hidayat', tahun: year }],
  ['hidayat + belum lunas', { search_query: 'hidayat', status_pembayaran: 'belum lunas' }],
  ['hidayat + terlambat', { search_query: 'hidayat', terlambat: true }],
  ['code ttsg-sby-10', { search_query: 'ttsg-sby-10' }],
  ['number inv/2025/00', { search_query: 'inv/2025/00' }],
]
const calls: [string, () => Promise<unknown>][] = mixes.flatMap(([name, filters]) => [
  [`sum ${name}`, () => summarizeInvoices(db, filters)],
  [`list ${name}`, () => listInvoices(db, filters, pageRequest({ page: '0' }))],
])
const results = new Map<string, string[]>()
for (let round = 0; round < rounds; round++) {
  for (const [name, op] of calls) {
    for (let i = 0; i < 5; i++) await op()
    const node = process.cpuUsage()
    const backend = backendCpu()
    for (let i = 0; i < 100; i++) await op()
    const nodeUs = process.cpuUsage(node)
    const line = `${((backendCpu() - backend) / 100).toFixed(2)}/${((nodeUs.user + nodeUs.system) / 100_000).toFixed(2)}`
    results.set(name, [...(results.get(name) ?? []), line])
  }
}
console.log('ms of CPU per call, backend/node, per round of 100 calls')
for (const [name, lines] of results) console.log(`${name.padEnd(34)} ${lines.join('  ')}`)
const [sample] = mixes
console.log(JSON.stringify(await summarizeInvoices(db, sample![1])))
await db.destroy()
