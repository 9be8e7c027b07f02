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
  // The largest rise of resident memory over the level before, while 5 MB reports are uploaded.
  upload?: { beforeMiB: number; peakRiseMiB: number; firstRiseMiB: number; uploads: number; bytes: number }
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

// A 5 MB PDF (a real one padded to the limit) uploaded as a report a few times, one after
// another after one to warm the code up, with the API's resident memory sampled every 20 ms: the
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
  // first one's rise is printed beside it.
  await settle()
  const coldMiB = api.rssMiB()
  await upload()
  await settle()
  const beforeMiB = api.rssMiB()
  let peak = beforeMiB
  const sampler = setInterval(() => {
    peak = Math.max(peak, api.rssMiB())
  }, 20)
  try {
    for (let n = 0; n < uploads; n += 1) await upload()
    await settle()
    peak = Math.max(peak, api.rssMiB())
  } finally {
    clearInterval(sampler)
  }
  return {
    beforeMiB,
    peakRiseMiB: peak - beforeMiB,
    firstRiseMiB: beforeMiB - coldMiB,
    uploads,
    bytes: padded.length,
  }
}
