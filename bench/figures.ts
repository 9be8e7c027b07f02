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
}

export type Context = {
  settings: Settings
  api: string
  bare: string
  pool: pg.Pool
  adminToken: string
  catalogueEtag: string
  catalogueId: number
  // Process ids of the API and the bare server: the read figures measure each one's CPU per answer.
  apiPid: number
  barePid: number
  // The catalogue's ceiling (context, `read` part only): the same bare route sending the product's
  // headers too, and served from a process running the whole product (scripts/bare-in-product.ts).
  ceiling?: { withHeaders: BareVariant; inProduct: BareVariant }
}

export type BareVariant = { url: string; pid: number }

// A scratch table for the command baselines: the cheapest write PostgreSQL can commit.
export const BASELINE_TABLE = 'bench_baseline_counter'
let contactSequence = 1_000_000

// Every figure of docs/benchmarks.md, in the order printed. Each compares the product with a
// baseline measured in the same run, in alternating rounds.
export function figures(
  context: Context,
): { name: string; kind: 'read' | 'write'; againstBare?: true; run: () => Promise<Figure> }[] {
  const { settings, api, bare, pool } = context
  const { rounds, seconds, connections, bareRounds, bareSeconds } = settings
  const admin = { authorization: `Bearer ${context.adminToken}` }
  // A load on one server (its process id: its CPU per answer is measured too).
  const get =
    (
      base: string,
      pid: number,
      path: string,
      answer: { headers?: Record<string, string>; ok?: number[] } = {},
    ) =>
    (forSeconds = bareSeconds) =>
      httpLoad({ url: base + path, connections, seconds: forSeconds, ...answer, pid })
  const pids = { api: context.apiPid, bare: context.barePid }
  const plainUpdate = (n: number) => ({
    text: `update ${BASELINE_TABLE} set n = n + 1, updated_at = now() where id = $1`,
    values: [(n % 100) + 1],
  })
  const compare = async (
    name: string,
    baseline: string,
    product: (forSeconds?: number) => ReturnType<typeof httpLoad>,
    floor: (forSeconds?: number) => ReturnType<typeof httpLoad>,
    target?: Target,
  ): Promise<Figure> => {
    // One second of each first, not counted: the first requests of a path pay its JIT warm-up,
    // which would otherwise fall on whichever of the two the first round runs first.
    await product(1)
    await floor(1)
    return {
      name,
      baseline,
      comparison: await alternate(
        bareRounds,
        () => product(),
        () => floor(),
      ),
      target,
    }
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
          get(api, pids.api, '/api/health'),
          get(bare, pids.bare, '/api/health'),
        ),
    },
    {
      name: 'catalogue',
      kind: 'read',
      againstBare: true,
      run: () =>
        compare(
          'GET /api/katalog_harga/getData',
          'bare Fastify, same answer',
          get(api, pids.api, '/api/katalog_harga/getData'),
          get(bare, pids.bare, '/api/katalog_harga/getData'),
          { atLeast: 0.8 },
        ),
    },
    {
      name: 'catalogue-304',
      kind: 'read',
      againstBare: true,
      run: () =>
        compare(
          'GET /api/katalog_harga/getData, repeat visitor (304)',
          'bare Fastify 200, same path',
          get(api, pids.api, '/api/katalog_harga/getData', {
            headers: { 'if-none-match': context.catalogueEtag },
            ok: [304],
          }),
          get(bare, pids.bare, '/api/katalog_harga/getData'),
        ),
    },
    ...(context.ceiling
      ? ([
          ["with the product's headers (context: what they cost)", context.ceiling.withHeaders],
          ['in a process running the product (context: what the process costs)', context.ceiling.inProduct],
        ] as const)
      : []
    ).map(([what, variant], i) => ({
      name: `catalogue-ceiling-${i + 1}`,
      kind: 'read' as const,
      againstBare: true as const,
      run: () =>
        compare(
          `GET /api/katalog_harga/getData, bare route ${what}`,
          'bare Fastify, same answer, own process',
          get(variant.url, variant.pid, '/api/katalog_harga/getData'),
          get(bare, pids.bare, '/api/katalog_harga/getData'),
        ),
    })),
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
