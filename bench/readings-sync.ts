import { randomUUID } from 'node:crypto'
import { median } from './measure.ts'
import { startOwnApi } from './own-api.ts'

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

const { call, close } = await startOwnApi('sync')
try {
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
  await close()
}
