import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { ensureDatabase } from '../services/core/database.ts'
import { freePort } from '../services/core/testing/private-postgres.ts'
import { median } from './measure.ts'
import { API_SCRIPT, startServer } from './processes.ts'

// `npm run bench:readings-sync` (docs/benchmarks.md, issue 39): a visit's 500 readings sent the
// way the technician's outbox sends a visit's waiting readings (web/src/lib/call-outbox.ts: one
// `PUT /api/pemeriksaan/{id}` with all of them, ADR 82), over HTTP to the real API process on a
// database of its own (the demo seeded, dropped at the end): a site of 500 devices of four types,
// one new visit per run, five runs after a warm-up, median and worst; then the same call again
// (the outbox's replay after a lost answer: recorded once). Target: under 10 s.
export const SYNC_TARGET_MS = 10_000
const DEVICES = Number(process.env.BENCH_SYNC_DEVICES ?? 500)
const RUNS = 5
const TYPES = ['bait station', 'glue board', 'insect light trap', 'live trap'] as const
const server = process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432'
const databaseName = `ttsg_bench_sync_${process.pid}`
const uploads = mkdtempSync(path.join(tmpdir(), 'ttsg-bench-sync-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`

// What ReadingForm sends for a device of each type (a device with nothing to report, now and then
// a finding).
function reading(device: { kode_pendek: string; jenis_perangkat: string }, n: number) {
  const base = { idempotency_key: randomUUID(), kode: device.kode_pendek, waktu: new Date().toISOString() }
  if (device.jenis_perangkat === 'bait station')
    return {
      ...base,
      kondisi: 'baik',
      umpan_dimakan: n % 7 === 0 ? 25 : 0,
      aktivitas: 'tidak ada',
      umpan_diganti: false,
    }
  if (device.jenis_perangkat === 'insect light trap')
    return {
      ...base,
      kondisi: 'baik',
      tangkapan: [
        { hama: 'Lalat', jumlah: n % 9 },
        { hama: 'Serangga terbang lain', jumlah: 0 },
      ],
      lem_diganti: false,
      lampu_diganti: false,
    }
  const pests =
    device.jenis_perangkat === 'live trap' ? ['Tikus', 'Mencit'] : ['Tikus', 'Mencit', 'Kecoa', 'Cicak']
  return {
    ...base,
    kondisi: 'baik',
    tangkapan: pests.map((hama) => ({ hama, jumlah: n % 31 === 0 ? 1 : 0 })),
  }
}

await ensureDatabase(`${server}/${databaseName}`)
const api = await startServer('api', API_SCRIPT, port, {
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DATABASE_URL: `${server}/${databaseName}`,
  UPLOAD_DIR: uploads,
  QUEUE_PREFIX: `ttsg-bench-sync-${process.pid}`,
  PUBLIC_URL: base,
  ACCESS_TOKEN_MINUTES: '240',
})
try {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin#12345' }),
  })
  const token = ((await login.json()) as { token: string }).token
  const call = async <T = Record<string, number>>(method: string, url: string, body?: unknown) => {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { data: T }).data
  }
  const [customer] = await call<{ idpelanggan: number }[]>('GET', '/pelanggan/getData?limit=1')
  const [technician] = await call<{ idteknisi: number }[]>('GET', '/teknisi/getData?limit=1')
  const site = await call('POST', '/lokasi/createData', {
    idpelanggan: customer!.idpelanggan,
    kode_lokasi: 'SYNC1',
    nama_lokasi: 'Pabrik Bench Sinkron',
    alamat: 'Jl. Bench 2',
  })
  const area = await call('POST', '/area/createData', {
    idlokasi: site.idlokasi,
    nama_area: 'Gudang besar',
    zona: 'produksi',
  })
  const devices: { kode_pendek: string; jenis_perangkat: string }[] = []
  for (let start = 0; start < DEVICES; start += 20) {
    devices.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, DEVICES - start) }, (_, offset) =>
          call<{ kode_pendek: string; jenis_perangkat: string }>('POST', '/perangkat/createData', {
            idlokasi: site.idlokasi,
            idarea: area.idarea,
            jenis_perangkat: TYPES[(start + offset) % TYPES.length],
            tanggal_pasang: '2026-06-01',
          }),
        ),
      )),
    )
  }
  const today = new Date().toISOString().slice(0, 10)
  const sync: number[] = []
  const replay: number[] = []
  for (let run = 0; run <= RUNS; run++) {
    const visit = await call('POST', '/penjadwalan/createData', {
      idpelanggan: customer!.idpelanggan,
      idteknisi: technician!.idteknisi,
      idlokasi: site.idlokasi,
      tanggal: today,
      jenis_pekerjaan: 'Pest Control',
    })
    const body = { pemeriksaan: devices.map((device, n) => reading(device, n)) }
    const started = performance.now()
    const sent = await call<{ tercatat: number }>('PUT', `/pemeriksaan/${visit.idpenjadwalan}`, body)
    const syncMs = performance.now() - started
    if (sent.tercatat !== DEVICES) throw new Error(`${sent.tercatat} readings recorded of ${DEVICES}`)
    const again = performance.now()
    const replayed = await call<{ tercatat: number }>('PUT', `/pemeriksaan/${visit.idpenjadwalan}`, body)
    const replayMs = performance.now() - again
    if (replayed.tercatat !== 0) throw new Error(`the replay recorded ${replayed.tercatat}`)
    if (run > 0) {
      sync.push(syncMs)
      replay.push(replayMs)
    }
  }
  const worst = (values: number[]) => Math.round(Math.max(...values))
  const syncMedian = median(sync)
  console.log(
    `a visit's ${DEVICES} readings in one PUT /api/pemeriksaan/{id} over HTTP, median (worst) of ${RUNS} runs:\n` +
      `  sent: ${Math.round(syncMedian)} ms (${worst(sync)}) target < ${SYNC_TARGET_MS} ms: ` +
      `${syncMedian < SYNC_TARGET_MS ? 'met' : 'MISSED'}\n` +
      `  replayed (recorded nothing): ${Math.round(median(replay))} ms (${worst(replay)})`,
  )
  process.exitCode = syncMedian < SYNC_TARGET_MS ? 0 : 1
} finally {
  await api.stop()
  const admin = new pg.Client({ connectionString: `${server}/postgres` })
  await admin.connect()
  await admin.query(`drop database if exists ${databaseName} with (force)`)
  await admin.end()
  rmSync(uploads, { recursive: true, force: true })
}
