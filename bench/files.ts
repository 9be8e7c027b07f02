import { renderSimplePdf } from '../services/core/simple-pdf.ts'
import { freePort } from '../services/core/testing/private-postgres.ts'
import { startS3Server } from '../services/core/testing/s3-server.ts'
import { createTestBucket } from '../services/core/testing/test-file-store.ts'
import { UPLOAD_BYTES } from './memory.ts'
import { API_SCRIPT, type Server, startServer } from './processes.ts'

// The object store (issue 41, Speed), part `files` of `npm run bench`: a 5 MB report uploaded
// through the API on the disk store and through a second API process on the S3 store (s3rver in a
// process of its own on this machine), rounds alternating, the median of each; then 50 downloads
// of a 5 MB file at once from the S3 API, its resident memory sampled every 20 ms: streamed, the
// rise stays far below the 250 MB sent.

export const UPLOAD_RATIO_TARGET = 1.5
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function paddedPdf(): Promise<Buffer> {
  const pdf = await renderSimplePdf('Bench berkas', ['Laporan 5 MB'])
  return Buffer.concat([
    pdf.subarray(0, pdf.length - 6),
    Buffer.alloc(UPLOAD_BYTES - pdf.length, 0x20),
    pdf.subarray(pdf.length - 6),
  ])
}

async function upload(api: string, token: string, idpelanggan: number, pdf: Buffer): Promise<number> {
  const form = new FormData()
  form.append('idpelanggan', String(idpelanggan))
  form.append('tanggal_laporan', '2026-01-15')
  form.append('file_laporan', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'bench.pdf')
  const answer = await fetch(`${api}/api/laporan/createData`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`)
  return ((await answer.json()) as { data: { id_laporan: number } }).data.id_laporan
}

async function download(api: string, token: string, id: number): Promise<number> {
  const answer = await fetch(`${api}/api/laporan/file/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (answer.status !== 200) throw new Error(`download answered ${answer.status}`)
  let bytes = 0
  for await (const chunk of answer.body!) bytes += chunk.byteLength
  return bytes
}

export type FileFigures = {
  rounds: number
  diskMs: number
  s3Ms: number
  ratio: number
  downloads: number
  downloadedMiB: number
  disk: Rise
  s3: Rise
}

export async function fileFigures(input: {
  smoke: boolean
  api: Server
  productEnv: Record<string, string>
  adminToken: string
  idpelanggan: number
  cleanups: (() => Promise<unknown>)[]
}): Promise<FileFigures> {
  const s3 = await startS3Server()
  input.cleanups.push(() => s3.stop())
  const bucket = await createTestBucket(s3.endpoint)
  const port = await freePort()
  const s3Api = await startServer('api-s3', API_SCRIPT, port, {
    ...input.productEnv,
    ...bucket.env,
    PUBLIC_URL: `http://localhost:${port}`,
  })
  input.cleanups.push(() => s3Api.stop())
  const pdf = await paddedPdf()
  const timed = async (api: Server) => {
    const started = performance.now()
    await upload(api.url, input.adminToken, input.idpelanggan, pdf)
    return performance.now() - started
  }
  // One of each first (code loaded, connections open), then alternating rounds.
  await timed(input.api)
  await timed(s3Api)
  const rounds = input.smoke ? 2 : 9
  const disk: number[] = []
  const objectStore: number[] = []
  for (let round = 0; round < rounds; round += 1) {
    disk.push(await timed(input.api))
    objectStore.push(await timed(s3Api))
  }

  const downloads = input.smoke ? 5 : 50
  // The same downloads from the disk store first: the rise a streamed download costs anyway
  // (sockets' buffers, the collector's slack), beside which the S3 store's is read.
  const diskDownload = await downloadRise(input.api, input.adminToken, input.idpelanggan, pdf, downloads)
  const s3Download = await downloadRise(s3Api, input.adminToken, input.idpelanggan, pdf, downloads)
  const diskMs = median(disk)
  const s3Ms = median(objectStore)
  return {
    rounds,
    diskMs,
    s3Ms,
    ratio: s3Ms / diskMs,
    downloads,
    downloadedMiB: (downloads * pdf.length) / 1024 / 1024,
    disk: diskDownload,
    s3: s3Download,
  }
}

type Rise = { rssBeforeMiB: number; rssPeakMiB: number; seconds: number }

// `count` downloads of one 5 MB file at once, the API's resident memory sampled every 20 ms.
async function downloadRise(api: Server, token: string, idpelanggan: number, pdf: Buffer, count: number) {
  const id = await upload(api.url, token, idpelanggan, pdf)
  await download(api.url, token, id)
  const rssBeforeMiB = api.rssMiB()
  let rssPeakMiB = rssBeforeMiB
  const sampler = setInterval(() => {
    rssPeakMiB = Math.max(rssPeakMiB, api.rssMiB())
  }, 20)
  const started = performance.now()
  const sizes = await Promise.all(Array.from({ length: count }, () => download(api.url, token, id))).finally(
    () => clearInterval(sampler),
  )
  if (sizes.some((size) => size !== pdf.length))
    throw new Error(`a download was not whole: ${sizes.join(', ')}`)
  return { rssBeforeMiB, rssPeakMiB, seconds: (performance.now() - started) / 1000 } satisfies Rise
}

export function formatFileFigures(f: FileFigures): string {
  const rise = (name: string, r: Rise) =>
    `${name} RSS API ${r.rssBeforeMiB.toFixed(0)} → puncak ${r.rssPeakMiB.toFixed(0)} MiB ` +
    `(naik ${(r.rssPeakMiB - r.rssBeforeMiB).toFixed(0)} MiB, ${r.seconds.toFixed(1)} s)`
  return [
    `Unggah 5 MB (median ${f.rounds} putaran bergantian): disk ${f.diskMs.toFixed(0)} ms, S3 ${f.s3Ms.toFixed(0)} ms, ` +
      `rasio ${f.ratio.toFixed(2)} (target ≤ ${UPLOAD_RATIO_TARGET})`,
    `Unduh ${f.downloads} × 5 MB bersamaan (${f.downloadedMiB.toFixed(0)} MiB): ${rise('disk', f.disk)}; ${rise('S3', f.s3)}`,
  ].join('\n')
}

// The part as `npm run bench` runs it: on the bench's first customer, the figures printed.
export async function filesPart(input: {
  smoke: boolean
  api: Server
  productEnv: Record<string, string>
  adminToken: string
  pool: { query<R>(text: string): Promise<{ rows: R[] }> }
  cleanups: (() => Promise<unknown>)[]
  say: (line: string) => void
}): Promise<FileFigures> {
  const { rows } = await input.pool.query<{ id: number }>('select idpelanggan as id from customers limit 1')
  const figures = await fileFigures({ ...input, idpelanggan: rows[0]!.id })
  input.say(`${formatFileFigures(figures)}\n`)
  return figures
}
