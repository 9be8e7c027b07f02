import autocannon from 'autocannon'
import { renderSimplePdf } from '../services/core/simple-pdf.ts'
import type { Server } from './processes.ts'
import type { Settings } from './settings.ts'

export type Memory = {
  afterFirst: number
  afterTotal: number
  growth: number
  first: number
  total: number
  // The largest rise of resident memory over the settled level before, while one 5 MB report is
  // uploaded (the target); the rise while the same uploads run back to back (context).
  upload?: {
    beforeMiB: number
    peakRiseMiB: number
    backToBackRiseMiB: number
    firstRiseMiB: number
    uploads: number
    bytes: number
  }
}

const CONTACT_BODY = JSON.stringify({
  nama: 'Bench Memori',
  email: 'bench@example.test',
  no_telp: '081234567890',
  permasalahan: 'Rayap',
  jenis_usaha: 'Rumah',
  deskripsi: 'Permintaan dari bench memori',
})

// Issue 28's outside mix: 60 % catalogue, 30 % health, 10 % contact requests (most of those are
// refused by the contact rate limit after the first few, as they would be from one address).
const MIX = [
  ...Array.from({ length: 6 }, () => ({ path: '/api/katalog_harga/getData' })),
  ...Array.from({ length: 3 }, () => ({ path: '/api/health' })),
  {
    method: 'POST' as const,
    path: '/api/kontak',
    headers: { 'content-type': 'application/json' },
    body: CONTACT_BODY,
  },
]

function send(api: string, amount: number): Promise<void> {
  return new Promise((resolve, reject) => {
    autocannon({ url: api, connections: 50, amount, timeout: 10, requests: MIX }, (error) =>
      error ? reject(error) : resolve(),
    )
  })
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1000))

// Resident memory of the API after `first` requests of the mix and again after `total`: a leak
// shows as growth that keeps going once the process has warmed up.
export async function memoryGrowth(api: Server, settings: Settings): Promise<Memory> {
  const { first, total } = settings.memory
  await send(api.url, first)
  await settle()
  const afterFirst = api.rssMiB()
  await send(api.url, total - first)
  await settle()
  const afterTotal = api.rssMiB()
  return { afterFirst, afterTotal, growth: afterTotal / afterFirst - 1, first, total }
}

export const UPLOAD_BYTES = 5_242_880
export const UPLOAD_RISE_LIMIT_MIB = 10

// A 5 MB PDF (a real one padded to the limit) uploaded as a report a few times, one at a time
// after one to warm the code up, then back to back, the API's resident memory sampled every 20 ms: the
// file is streamed to the file store, never held whole, so the rise stays well under its size.
export async function uploadRise(api: Server, adminToken: string, idpelanggan: number, uploads = 5) {
  const pdf = await renderSimplePdf('Bench unggah', ['Laporan 5 MB'])
  const padded = Buffer.concat([
    pdf.subarray(0, pdf.length - 6),
    Buffer.alloc(UPLOAD_BYTES - pdf.length, 0x20),
    pdf.subarray(pdf.length - 6),
  ])
  const upload = async () => {
    const form = new FormData()
    form.append('idpelanggan', String(idpelanggan))
    form.append('tanggal_laporan', '2026-01-15')
    form.append('file_laporan', new Blob([new Uint8Array(padded)], { type: 'application/pdf' }), 'bench.pdf')
    const answer = await fetch(`${api.url}/api/laporan/createData`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    })
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`)
  }
  // The first upload loads the multipart and file-store code once; the figure is a warm API's, the
  // first one's rise is printed beside it. Each measured upload starts from a settled level and
  // its own peak is taken (the "a 5 MB upload raises the resident memory by"); then the
  // same uploads back to back, whose freed chunks pile up until V8 next collects (context).
  const peakDuring = async (work: () => Promise<void>) => {
    let peak = api.rssMiB()
    const sampler = setInterval(() => {
      peak = Math.max(peak, api.rssMiB())
    }, 20)
    try {
      await work()
      peak = Math.max(peak, api.rssMiB())
    } finally {
      clearInterval(sampler)
    }
    return peak
  }
  await settle()
  const coldMiB = api.rssMiB()
  await upload()
  await settle()
  const beforeMiB = api.rssMiB()
  let peakRise = 0
  for (let n = 0; n < uploads; n += 1) {
    await settle()
    const level = api.rssMiB()
    peakRise = Math.max(peakRise, (await peakDuring(upload)) - level)
  }
  await settle()
  const backToBackLevel = api.rssMiB()
  const backToBackPeak = await peakDuring(async () => {
    for (let n = 0; n < uploads; n += 1) await upload()
  })
  return {
    beforeMiB,
    peakRiseMiB: peakRise,
    backToBackRiseMiB: backToBackPeak - backToBackLevel,
    firstRiseMiB: beforeMiB - coldMiB,
    uploads,
    bytes: padded.length,
  }
}
