// WAL and backend CPU per invoice write at the SQL level, the read side's triggers on (docs/benchmarks.md,
// Invoices, 2026-11-25 evening): `node scripts/measure-invoice-writes.ts <db-url> pay|issue [n]`.
// pay: n unpaid invoices marked paid, one transaction each, after n others as a warm pass; issue: n
// copies of existing invoices inserted under new ids. WAL by record kind from pg_walinspect, only
// this connection's transactions, full-page images apart. Writes: run it on a copy.
import { readFileSync } from 'node:fs'
import pg from 'pg'

const [url, mode, count] = process.argv.slice(2)
const n = Number(count ?? 1000)
const client = new pg.Client(url)
await client.connect()
await client.query('create extension if not exists pg_walinspect')
const pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid
// CPU µs of the backend, from /proc (this runs on the database's machine).
const cpu = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10_000
}
const pick =
  mode === 'pay'
    ? `select idtagihan from invoices where status = 'terbit' and status_pembayaran = 'belum lunas' order by idtagihan limit $1`
    : 'select idtagihan from invoices order by idtagihan limit $1'
const write =
  mode === 'pay'
    ? `update invoices set status_pembayaran = 'lunas', tanggal_bayar = '2026-11-20', version = version + 1
        where idtagihan = $1 returning xmin::text as x`
    : `insert into invoices select * from jsonb_populate_record(null::invoices, (select to_jsonb(i)
        || jsonb_build_object('idtagihan', 5000000 + i.idtagihan, 'nomor_tagihan', 'X/' || i.nomor_tagihan)
        from invoices i where idtagihan = $1)) returning xmin::text as x`
const ids: number[] = (await client.query(pick, [2 * n])).rows.map(
  (row: { idtagihan: number }) => row.idtagihan,
)
const xids: string[] = []
for (const id of ids.slice(0, n)) await client.query(write, [id])
const start = (await client.query('select pg_current_wal_insert_lsn() as lsn')).rows[0].lsn
const before = cpu()
for (const id of ids.slice(n)) xids.push((await client.query(write, [id])).rows[0].x)
const used = (cpu() - before) / n
const end = (await client.query('select pg_current_wal_insert_lsn() as lsn')).rows[0].lsn
const { rows } = await client.query(
  `select resource_manager || '/' || record_type as kind, count(*)::float / $3 as records,
     sum(record_length - fpi_length)::float / $3 as bytes, sum(fpi_length)::float / $3 as fpi
   from pg_get_wal_records_info($1, $2) where xid::text = any($4::text[]) group by 1 order by 3 desc`,
  [start, end, n, xids],
)
const sum = (key: 'bytes' | 'fpi') => rows.reduce((total: number, row) => total + row[key], 0).toFixed(0)
console.log(
  `${mode}: backend CPU ${used.toFixed(0)} µs/op, WAL ${sum('bytes')} B/op without page images (+${sum('fpi')})`,
)
for (const row of rows)
  console.log(`  ${row.kind.padEnd(24)} ${row.records.toFixed(2)} records/op ${row.bytes.toFixed(0)} B/op`)
await client.end()
