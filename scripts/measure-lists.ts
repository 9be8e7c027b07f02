import { sql } from 'kysely'
import { createDb, ensureDatabase } from '../services/core/database.ts'
import { createLogger } from '../services/core/logger.ts'
import { migrateToLatest } from '../services/core/migrate.ts'
import { listContracts } from '../services/modules/contracts/index.ts'
import { seedContractsAtScale, simpleRandom } from '../services/modules/contracts/scale-seed.ts'

// `node scripts/measure-lists.ts <database-url> [--prepare N]`: the list queries' p50/p99 on a
// large database, each as a ratio to a plain SELECT by primary key timed in the same run (the
// machine is shared, so absolute times say little). --prepare fills an empty database first with
// N customers (plain rows in the customers read table) and their contracts (the
// contracts' own events and projection). Also compares the two index kinds for search_query on
// the customers' name, code, address and phone: the customers migration's pg_trgm GIN index (LIKE on
// lower case, matches anywhere) against a full-text GIN index made and dropped here (finds words and their beginnings).

const url = process.argv[2]
if (!url) throw new Error('usage: node scripts/measure-lists.ts <database-url> [--prepare N]')
const prepareAt = process.argv.indexOf('--prepare')
const prepare = prepareAt === -1 ? 0 : Number(process.argv[prepareAt + 1])
const RUNS = Number(process.env.RUNS ?? 60)

await ensureDatabase(url)
const { db } = createDb(url, createLogger('warn', 'measure-lists'), 2)

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 5; i += 1) await run()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now()
    await run()
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!
  return { p50: at(0.5), p99: at(0.99) }
}

try {
  await migrateToLatest(db)
  if (prepare > 0) {
    // Plain rows in the customers read table (their events are not needed to measure the lists).
    await sql`insert into customers (idpelanggan, kode_pelanggan, nama_pelanggan, nama_kontak, alamat, link_maps,
        no_telp, email, jenis_usaha, jenis_pekerjaan, periode_kunjungan, status_aktif, catatan, version)
      select i, 'TTSG-' || (array['sda','sby','kdr','mjk','mlng'])[1 + i % 5] || '-' || (1000 + i / 5),
        (array['PT','CV','Toko','Hotel','Klinik','Ibu','Bapak'])[1 + i % 7] || ' ' ||
          (array['Budi','Siti','Agus','Dewi','Rina','Joko','Wahyu','Lestari','Hendra','Ayu'])[1 + (i * 7) % 10] || ' ' ||
          (array['Santoso','Rahayu','Wibowo','Pratama','Kusuma','Saputra','Hidayat','Nugroho'])[1 + (i * 13) % 8] || ' ' || i,
        '',
        'Jl. ' || (array['Raya Gedangan','Pahlawan','Kenjeran','Rungkut Madya','Diponegoro','Ahmad Yani'])[1 + (i * 3) % 6] ||
          ' No. ' || (1 + i % 250) || ', ' || (array['Sidoarjo','Surabaya','Kediri','Mojokerto','Malang'])[1 + i % 5],
        '',
        '08' || lpad(((i::bigint * 7919) % 10000000000)::text, 10, '0'),
        'pelanggan' || i || '@example.com',
        (array['Rumah','Bisnis'])[1 + i % 2],
        (array['Pest Control','Rodent Control','Termite Control','Disinfeksi','Fumigasi','Dll'])[1 + i % 6],
        (array['1x / bulan','2x / bulan','1x / minggu','permintaan','station'])[1 + i % 5],
        case when i % 10 = 0 then 'tidak aktif' else 'aktif' end, '', 1
      from generate_series(1, ${prepare}) as i`.execute(db)
    await sql`select setval('customer_ids', ${prepare + 1}, false)`.execute(db)
    const started = performance.now()
    const contracts = await seedContractsAtScale(db, simpleRandom(prepare), new Date())
    console.log(
      `prepared: ${prepare} customers, ${contracts} contracts (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    )
    await sql`analyze`.execute(db)
  }
  const { rows: counts } = await sql<{ c: number; k: number }>`
    select (select count(*) from customers)::int as c, (select count(*) from contracts)::int as k`.execute(db)
  console.log(`database: ${counts[0]!.c} customers, ${counts[0]!.k} contracts; ${RUNS} runs per figure`)

  const baseline = await time(() =>
    sql`select * from contracts where idkontrak = ${1 + (Date.now() % 1000)}`.execute(db),
  )
  const report = (name: string, figure: { p50: number; p99: number }) =>
    console.log(
      `${name.padEnd(58)} p50 ${(figure.p50 / baseline.p50).toFixed(1).padStart(6)}x  p99 ${(figure.p99 / baseline.p99).toFixed(1).padStart(6)}x`,
    )
  console.log(
    `baseline: select one contract by primary key, p50 ${baseline.p50.toFixed(2)} ms, p99 ${baseline.p99.toFixed(2)} ms (ratios below are against it)`,
  )

  const at = (page: number) => ({ page, limit: 10, offset: page * 10 })
  const total = (await listContracts(db, {}, at(0))).totalPage
  report('kontrak getData first page', await time(() => listContracts(db, {}, at(0))))
  report('kontrak getData middle page', await time(() => listContracts(db, {}, at(Math.floor(total / 2)))))
  report('kontrak getData last page', await time(() => listContracts(db, {}, at(total - 1))))
  report(
    'kontrak getData status_kontrak=berakhir',
    await time(() => listContracts(db, { status_kontrak: 'berakhir' }, at(0))),
  )
  report(
    'kontrak getData jenis_pekerjaan=Fumigasi',
    await time(() => listContracts(db, { jenis_pekerjaan: 'Fumigasi' }, at(0))),
  )
  report('kontrak getData idpelanggan', await time(() => listContracts(db, { idpelanggan: 4242 }, at(0))))
  report(
    'kontrak getData search_query=KTR/2025/00',
    await time(() => listContracts(db, { search_query: 'KTR/2025/00' }, at(0))),
  )
  report(
    'kontrak getData search_query=lestari',
    await time(() => listContracts(db, { search_query: 'lestari' }, at(0))),
  )

  // search_query on customers: "matches anywhere" in name, code, address, phone.
  const anywhere = (term: string) => sql`
    select idpelanggan, nama_pelanggan from customers
    where lower(kode_pelanggan || ' ' || nama_pelanggan || ' ' || alamat || ' ' || no_telp) like ${`%${term}%`}
    order by idpelanggan desc limit 10`
  const fulltext = (term: string) => sql`
    select idpelanggan, nama_pelanggan from customers
    where to_tsvector('simple', nama_pelanggan || ' ' || kode_pelanggan || ' ' || alamat || ' ' || no_telp)
      @@ to_tsquery('simple', ${`${term}:*`})
    order by idpelanggan desc limit 10`
  const terms = ['wibowo 12', 'hidayat', '0812']
  const measureSearch = async (label: string, query: (term: string) => ReturnType<typeof sql>) => {
    for (const term of terms)
      report(`${label} '${term}'`, await time(() => query(term.replace(' ', '%')).execute(db)))
  }
  // The customers migration's trigram index serves LIKE; a full-text index is made for the comparison only.
  await measureSearch('pelanggan search, pg_trgm GIN (LIKE)', anywhere)
  await sql`create index if not exists measure_fts on customers using gin (to_tsvector('simple', nama_pelanggan || ' ' || kode_pelanggan || ' ' || alamat || ' ' || no_telp))`.execute(
    db,
  )
  await sql`analyze customers`.execute(db)
  for (const term of ['hidayat', '0812'])
    report(`pelanggan search, full-text GIN '${term}'`, await time(() => fulltext(term).execute(db)))
  await sql`drop index measure_fts`.execute(db)
} finally {
  await db.destroy()
}
