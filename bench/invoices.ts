import autocannon from 'autocannon'
import type pg from 'pg'
import type { CompanyProfile } from '../services/modules/company-profile/index.ts'
import type { Invoice } from '../services/modules/invoices/index.ts'
import { renderInvoicePdf } from '../services/modules/invoices/pdf.ts'
import { type CommandFigure, formatCommandFigure, WRITERS } from './commands.ts'
import { BASELINE_TABLE, type Figure } from './figures.ts'
import { invoiceAppend } from './invoice-append.ts'
import { formatListFigure, LIST_TARGET_P99_MS, type ListFigure } from './lists.ts'
import { alternate, httpLoad, median, type Sample, sqlLoad } from './measure.ts'
import { formatFigure } from './report.ts'
import type { Settings } from './settings.ts'

// The invoice figures of docs/benchmarks.md (Invoices): the list with its summary (ringkasan) on
// the seed:scale data against a plain primary-key SELECT; an InvoiceChanged appended with its
// inline projection (handleCommand, in process, bench/invoice-append.ts) against a plain single-row
// UPDATE, target at most twice its cost; the whole call over HTTP beside it as context; one PDF render.
const CONNECTIONS = 4
const INVOICES_PER_WRITER = 20

export type InvoiceFigures = {
  lists: ListFigure[]
  append: CommandFigure
  // PUT /api/tagihan/updateData over HTTP: context, no target (docs/benchmarks.md).
  http: Figure
  pdfMs: { p50: number; p99: number }
  failures: number
}

// PUT /api/tagihan/updateData over many unpaid invoices in turn (one stream per request, so
// concurrent requests never race on one invoice): read, decide, append InvoiceChanged, project.
function changeLoad(
  api: string,
  headers: Record<string, string>,
  ids: number[],
  seconds: number,
): Promise<Sample> {
  let n = 0
  let failures = 0
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: api,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'PUT',
            setupRequest: (request) => {
              n += 1
              const id = ids[n % ids.length]!
              return {
                ...request,
                path: `/api/tagihan/updateData/${id}`,
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify({
                  idpelanggan: bodies.get(id)!.idpelanggan,
                  tanggal_tagihan: bodies.get(id)!.tanggal_tagihan,
                  jatuh_tempo: bodies.get(id)!.jatuh_tempo,
                  items: bodies.get(id)!.items,
                  catatan: `bench ${n}`,
                }),
              }
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error)
        resolve({
          perSecond: result['2xx'] / seconds,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          failures: failures + result.non2xx + result.errors + result.timeouts,
        })
      },
    )
    instance.on('reqError', () => {
      failures += 1
    })
  })
}

type Body = { idpelanggan: number; tanggal_tagihan: string; jatuh_tempo: string; items: unknown[] }
const bodies = new Map<number, Body>()

export async function invoiceFigures(
  settings: Settings,
  api: string,
  pool: pg.Pool,
  adminToken: string,
  databaseUrl: string,
  say: (line: string) => void,
): Promise<InvoiceFigures> {
  const headers = { authorization: `Bearer ${adminToken}` }
  const { rows } = await pool.query<{ id: number }>('select idpelanggan as id from customers limit 200')
  const customerIds = rows.map((row) => row.id)
  const baseline = () =>
    sqlLoad(
      pool,
      (n) => ({
        text: 'select * from customers where idpelanggan = $1',
        values: [customerIds[n % customerIds.length] ?? 0],
      }),
      CONNECTIONS,
      settings.listBaselineSeconds,
    )
  const first = await fetch(`${api}/api/tagihan/getData?page=0&limit=10`, { headers })
  if (!first.ok) throw new Error(`/api/tagihan/getData answered ${first.status}`)
  const { totalPage, totalRows } = (await first.json()) as { totalPage: number; totalRows: number }
  const late = Math.max(0, Math.floor(totalPage * 0.9))
  const year = new Date().getFullYear()
  const lists: ListFigure[] = []
  for (const { label, query } of [
    { label: 'first page', query: 'page=0&limit=10' },
    {
      label: `filtered page (belum lunas ${year})`,
      query: `status_pembayaran=belum%20lunas&tahun=${year}&page=0&limit=10`,
    },
    { label: `late page (${late})`, query: `page=${late}&limit=10` },
    { label: 'search_query=hidayat', query: 'search_query=hidayat&page=0&limit=10' },
  ]) {
    const comparison = await alternate(
      settings.listRounds,
      () =>
        httpLoad({
          url: `${api}/api/tagihan/getData?${query}`,
          headers,
          connections: CONNECTIONS,
          seconds: settings.listSeconds,
        }),
      baseline,
    )
    const figure = {
      name: `GET /api/tagihan/getData ${label} with ringkasan, ${totalRows} rows`,
      comparison,
      targetP99Ms: LIST_TARGET_P99_MS,
    }
    lists.push(figure)
    say(`${formatListFigure(figure)}\n`)
  }

  // Unpaid, issued invoices to change in turn: the newest 400 over HTTP, the next ones in process
  // (disjoint: the API remembers the state of the streams it appended to).
  const { rows: candidates } = await pool.query<{ idtagihan: number } & Body>(
    `select idtagihan, idpelanggan, to_char(tanggal_tagihan, 'YYYY-MM-DD') as tanggal_tagihan,
       to_char(jatuh_tempo, 'YYYY-MM-DD') as jatuh_tempo, items
     from invoices where status = 'terbit' and status_pembayaran = 'belum lunas' order by idtagihan desc limit ${400 + WRITERS * INVOICES_PER_WRITER}`,
  )
  // At scale 400 and 160; a smoke run's 100 customers have a few dozen unpaid invoices: halves.
  const ownCount = Math.min(WRITERS * INVOICES_PER_WRITER, Math.floor(candidates.length / 2))
  const unpaid = candidates.slice(0, candidates.length - ownCount)
  const own = candidates.slice(candidates.length - ownCount).map((row) => row.idtagihan)
  if (own.length < WRITERS) throw new Error('too few unpaid invoices for the invoice command figure')
  const append = await invoiceAppend(settings, databaseUrl, own)
  say(`${formatCommandFigure(append)}\n`)
  for (const row of unpaid) {
    bodies.set(row.idtagihan, {
      ...row,
      items: (row.items as { deskripsi: string; jumlah: number; satuan: string; harga_satuan: number }[]).map(
        ({ deskripsi, jumlah, satuan, harga_satuan }) => ({ deskripsi, jumlah, satuan, harga_satuan }),
      ),
    })
  }
  const ids = unpaid.map((row) => row.idtagihan)
  const http: Figure = {
    name: 'PUT /api/tagihan/updateData/:id, whole call over HTTP (context, no target)',
    baseline: 'plain single-row UPDATE',
    comparison: await alternate(
      settings.rounds,
      () => changeLoad(api, headers, ids, settings.seconds),
      () =>
        sqlLoad(
          pool,
          (n) => ({
            text: `update ${BASELINE_TABLE} set n = n + 1, updated_at = now() where id = $1`,
            values: [(n % 100) + 1],
          }),
          CONNECTIONS,
          settings.seconds,
        ),
    ),
  }
  say(`${formatFigure(http)}\n`)

  // One PDF render, in this process (what the API adds to a PDF request besides two reads).
  const invoice = (await (await fetch(`${api}/api/tagihan/getData/${ids[0]}`, { headers })).json()) as {
    data: Invoice
  }
  const company = (await (await fetch(`${api}/api/profil_perusahaan/getData`, { headers })).json()) as {
    data: CompanyProfile
  }
  const times: number[] = []
  for (let i = 0; i < (settings.smoke ? 5 : 50); i += 1) {
    const started = performance.now()
    await renderInvoicePdf(invoice.data, company.data)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const pdfMs = {
    p50: median(times),
    p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!,
  }
  const pdf = await httpLoad({
    url: `${api}/api/tagihan/pdf/${ids[0]}`,
    headers,
    connections: 1,
    seconds: settings.listSeconds,
  })
  say(
    `PDF tagihan (pdfkit)\n  render p50 ${pdfMs.p50.toFixed(1)} ms, p99 ${pdfMs.p99.toFixed(1)} ms (${times.length} renders); ` +
      `GET /api/tagihan/pdf/:id p50 ${pdf.p50Ms.toFixed(1)} ms, p99 ${pdf.p99Ms.toFixed(1)} ms\n`,
  )
  const failures =
    lists.reduce((sum, f) => sum + f.comparison.product.reduce((s, p) => s + p.failures, 0), 0) +
    append.comparison.product.reduce((s, p) => s + p.failures, 0) +
    http.comparison.product.reduce((s, p) => s + p.failures, 0) +
    pdf.failures
  return { lists, append, http, pdfMs, failures }
}
