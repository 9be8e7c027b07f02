import type pg from 'pg'
import { contactBody } from '../loadtest/scenario.ts'
import { alternate, type Comparison, httpLoad, sqlLoad } from './measure.ts'
import type { Settings } from './settings.ts'

export type Target = { atLeast: number }
export type Figure = {
  name: string
  baseline: string
  comparison: Comparison
  target?: Target
  // Processes of each side measured in turn (the figures against the bare route, ADR 0029).
  processes?: number
}

export type Context = {
  settings: Settings
  api: string
  pool: pg.Pool
  adminToken: string
  catalogueEtag: string
  catalogueId: number
  // The servers of the figures against the bare route, several processes of each (ADR 0029). Each
  // round measures the next process of each; each one's CPU per answer is measured through its id.
  againstBare: AgainstBare
}

export type HttpServer = { url: string; pid: number }
export type AgainstBare = {
  // The product's API.
  products: HttpServer[]
  // The bare route (bench/bare-app.ts): health, and the catalogue's bytes alone (the 304's baseline).
  bares: HttpServer[]
  // The catalogue's baseline: the bare route sending the product's whole answer, the same bytes with
  // the same headers (bench/same-answer.ts).
  sameAnswer: HttpServer[]
}

// The catalogue figures compare the same answer (issue 8): every server measured must send these
// bytes, and every product process the same ETag, which the 304 figure sends. Checked before the
// first figure; a difference stops the run rather than print a ratio of two different answers.
export async function sameCatalogueEverywhere(
  servers: HttpServer[],
  body: string,
  product: { products: HttpServer[]; etag: string },
): Promise<void> {
  for (const server of servers) {
    const answer = await fetch(`${server.url}/api/katalog_harga/getData`)
    const text = await answer.text()
    if (answer.status !== 200 || text !== body)
      throw new Error(
        `${server.url} answers another catalogue (${answer.status}, ${Buffer.byteLength(text)} bytes)`,
      )
  }
  for (const server of product.products) {
    const again = await fetch(`${server.url}/api/katalog_harga/getData`, {
      headers: { 'if-none-match': product.etag },
    })
    if (again.status !== 304)
      throw new Error(`${server.url} answers ${again.status} to ETag ${product.etag}, not 304`)
  }
}

// A scratch table for the command baselines: the cheapest write PostgreSQL can commit.
export const BASELINE_TABLE = 'bench_baseline_counter'
let contactSequence = 1_000_000

// Every figure of docs/benchmarks.md, in the order printed. Each compares the product with a
// baseline measured in the same run, in alternating rounds.
export function figures(
  context: Context,
): { name: string; kind: 'read' | 'write'; againstBare?: true; run: () => Promise<Figure> }[] {
  const { settings, api, pool } = context
  const { rounds, seconds, connections, bareRounds, bareSeconds } = settings
  const admin = { authorization: `Bearer ${context.adminToken}` }
  // A load on one of several processes of a server, the round's (its CPU per answer is measured too).
  const get =
    (servers: HttpServer[], path: string, answer: { headers?: Record<string, string>; ok?: number[] } = {}) =>
    (round: number, forSeconds = bareSeconds) => {
      const server = servers[round % servers.length]!
      return httpLoad({
        url: server.url + path,
        connections,
        seconds: forSeconds,
        ...answer,
        pid: server.pid,
      })
    }
  const { products, bares } = context.againstBare
  const plainUpdate = (n: number) => ({
    text: `update ${BASELINE_TABLE} set n = n + 1, updated_at = now() where id = $1`,
    values: [(n % 100) + 1],
  })
  // One second of each process of each server first, not counted: the first requests of a path pay
  // its JIT warm-up, which would otherwise fall on whichever the first round runs first.
  const processes = products.length
  const warmUp = async (...loads: ReturnType<typeof get>[]) => {
    for (let i = 0; i < processes; i += 1) for (const load of loads) await load(i, 1)
  }
  const compare = async (
    name: string,
    baseline: string,
    product: ReturnType<typeof get>,
    floor: ReturnType<typeof get>,
  ): Promise<Figure> => {
    await warmUp(product, floor)
    return { name, baseline, comparison: await alternate(bareRounds, product, floor), processes }
  }
  return [
    {
      name: 'health',
      kind: 'read',
      againstBare: true,
      run: () =>
        compare(
          'GET /api/health',
          'bare Fastify, same path',
          get(products, '/api/health'),
          get(bares, '/api/health'),
        ),
    },
    {
      // Issue 8: "≥ 0.8× the bare route, with the same answer" (ADR 0029): against the bare route
      // sending the product's answer, the same bytes with the same headers.
      name: 'catalogue',
      kind: 'read',
      againstBare: true,
      run: async () => ({
        ...(await compare(
          'GET /api/katalog_harga/getData',
          'bare Fastify, same answer (same bytes and headers)',
          get(products, '/api/katalog_harga/getData'),
          get(context.againstBare.sameAnswer, '/api/katalog_harga/getData'),
        )),
        target: { atLeast: 0.8 },
      }),
    },
    {
      name: 'catalogue-304',
      kind: 'read',
      againstBare: true,
      run: () =>
        compare(
          'GET /api/katalog_harga/getData, repeat visitor (304)',
          'bare Fastify 200, same path',
          get(products, '/api/katalog_harga/getData', {
            headers: { 'if-none-match': context.catalogueEtag },
            ok: [304],
          }),
          get(bares, '/api/katalog_harga/getData'),
        ),
    },
    {
      name: 'admin-list',
      kind: 'read',
      run: async () => ({
        name: `GET /api/pelanggan/getAllData (admin, ${settings.customers} pelanggan)`,
        baseline: 'plain SELECT of the same rows and columns',
        comparison: await alternate(
          rounds,
          () => httpLoad({ url: `${api}/api/pelanggan/getAllData`, headers: admin, connections: 4, seconds }),
          () =>
            sqlLoad(
              pool,
              () => ({
                text:
                  'select idpelanggan, kode_pelanggan, nama_pelanggan, status_aktif from customers ' +
                  'order by lower(nama_pelanggan), idpelanggan',
                values: [],
              }),
              4,
              seconds,
            ),
        ),
      }),
    },
    {
      name: 'admin-edit',
      kind: 'write',
      run: async () => {
        let harga = 10_000
        return {
          name: 'PUT /api/katalog_harga/updateData/:id (admin)',
          baseline: 'plain single-row UPDATE',
          comparison: await alternate(
            rounds,
            () =>
              httpLoad({
                url: `${api}/api/katalog_harga/updateData/${context.catalogueId}`,
                method: 'PUT',
                headers: { ...admin, 'content-type': 'application/json' },
                body: () =>
                  JSON.stringify({
                    jenis_layanan: 'Benchmark Layanan',
                    deskripsi: 'Entri benchmark',
                    harga: harga++,
                  }),
                connections: 10,
                seconds,
              }),
            () => sqlLoad(pool, plainUpdate, 10, seconds),
          ),
        }
      },
    },
    {
      name: 'contact-command',
      kind: 'write',
      run: async () => ({
        name: 'POST /api/kontak (event + inline projection)',
        baseline: 'plain single-row UPDATE',
        comparison: await alternate(
          rounds,
          () =>
            httpLoad({
              url: `${api}/api/kontak`,
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: () => JSON.stringify(contactBody(contactSequence++)),
              connections: 10,
              seconds,
              ok: [201],
            }),
          () => sqlLoad(pool, plainUpdate, 10, seconds),
        ),
      }),
    },
  ]
}
