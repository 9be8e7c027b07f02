import { Kysely, PostgresDialect } from 'kysely'
import type pg from 'pg'
import type { Db } from '../services/core/database.ts'
import type { BenchList } from '../services/core/event-sourcing/module.ts'
import { modules } from '../services/modules/index.ts'
import { alternate, type Comparison, httpLoad, median, sqlLoad } from './measure.ts'
import type { Settings } from './settings.ts'

// The back-office list calls over HTTP, on the seed:scale data: first page, last page and a
// search of each admin list. Each is timed in alternating rounds against the same baseline, a
// plain primary-key SELECT of one customer, and reported as latency (p50 and p99) and its ratio to
// the baseline's: how many primary-key reads one list call costs.
// `targetP99Ms`: issue 12's p99 bound for the invoice lists (the schedules' have their own
// figure, bench/schedules.ts); a miss fails a full run (bench/targets.ts).
// `connections`: how many at once (4 when not given).
export type ListFigure = { name: string; comparison: Comparison; connections?: number; targetP99Ms?: number }

// Issues 12 and 28: every back-office list keeps its p99 under 50 ms at seed:scale's size.
export const LIST_TARGET_P99_MS = 50

export const listMissed = (figure: ListFigure) =>
  figure.targetP99Ms !== undefined &&
  median(figure.comparison.product.map((s) => s.p99Ms)) >= figure.targetP99Ms

export const LIST_BASELINE = 'plain SELECT of one customer by primary key'
// Every module's paged lists (ModuleDefinition.benchLists).
// `--lists PATH[,PATH]` (bench/settings.ts) measures only the lists whose path contains one of them.
const ALL_LISTS = modules.flatMap((module) => module.benchLists ?? [])
// An admin screen is a handful of people (4), and issue 28's outside benchmark used 10: both are
// measured, and the p99 target holds at 10.
const CONNECTION_COUNTS = [4, 10] as const
const TARGET_CONNECTIONS = 10

export async function listFigures(
  settings: Settings,
  api: string,
  pool: pg.Pool,
  adminToken: string,
  say: (line: string) => void,
): Promise<ListFigure[]> {
  const headers = { authorization: `Bearer ${adminToken}` }
  const { rows } = await pool.query<{ id: number }>('select idpelanggan as id from customers limit 200')
  const ids = rows.map((row) => row.id)
  const baseline = () =>
    sqlLoad(
      pool,
      (n) => ({ text: 'select * from customers where idpelanggan = $1', values: [ids[n % ids.length] ?? 0] }),
      TARGET_CONNECTIONS,
      settings.listBaselineSeconds,
    )
  const results: ListFigure[] = []
  const lists = settings.lists
    ? ALL_LISTS.filter((list) => settings.lists!.some((part) => list.path.includes(part)))
    : ALL_LISTS
  // The pool stays the bench's: this handle is never destroyed.
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) })
  for (const list of lists) {
    const path = await listPath(db, list)
    const first = await fetch(`${api}${path}${list.whole ? '' : '?page=0&limit=10'}`, { headers })
    if (!first.ok) throw new Error(`${path} answered ${first.status}`)
    const answer = (await first.json()) as { totalPage?: number; totalRows?: number; data?: unknown }
    // A list whose envelope has no totals (the corrective actions') is measured on its first page
    // twice; a whole answer once, its rows counted.
    const totalRows = list.whole ? wholeRows(answer.data) : (answer.totalRows ?? 'uncounted')
    const last = Math.max(0, (answer.totalPage ?? 1) - 1)
    const queries = list.whole
      ? [{ label: 'whole answer', query: '' }]
      : [
          { label: 'first page', query: 'page=0&limit=10' },
          { label: `last page (${last})`, query: `page=${last}&limit=10` },
          ...(list.search
            ? [{ label: `search_query=${list.search}`, query: `search_query=${list.search}&page=0&limit=10` }]
            : []),
        ]
    for (const { label, query } of queries) {
      for (const connections of CONNECTION_COUNTS) {
        const comparison = await alternate(
          settings.listRounds,
          () =>
            httpLoad({
              url: `${api}${path}${query ? `?${query}` : ''}`,
              headers,
              connections,
              seconds: settings.listSeconds,
            }),
          baseline,
        )
        const figure: ListFigure = {
          name: `GET ${list.path} ${label}, ${totalRows} rows, ${connections} connections`,
          comparison,
          connections,
          ...(connections === TARGET_CONNECTIONS ? { targetP99Ms: LIST_TARGET_P99_MS } : {}),
        }
        results.push(figure)
        say(`${formatListFigure(figure)}\n`)
      }
    }
  }
  return results
}

// The path with its record's id in place of `:id` (a list of one record's rows).
async function listPath(db: Db, list: BenchList): Promise<string> {
  if (!list.id) return list.path
  const id = await list.id(db)
  if (id === undefined) throw new Error(`${list.path}: no record at scale to measure`)
  return list.path.replace(':id', String(id))
}

// A whole answer's rows: its array, or the longest array in it (a visit's devices with readings).
function wholeRows(data: unknown): number | 'uncounted' {
  if (Array.isArray(data)) return data.length
  if (data === null || typeof data !== 'object') return 'uncounted'
  const arrays = Object.values(data).filter(Array.isArray)
  return arrays.length ? Math.max(...arrays.map((rows) => rows.length)) : 'uncounted'
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const times = (value: number, floor: number) => `${(value / Math.max(floor, 0.001)).toFixed(0)}×`

export function formatListFigure(figure: ListFigure): string {
  const { product, baseline } = figure.comparison
  const p50 = median(product.map((s) => s.p50Ms))
  const p99 = median(product.map((s) => s.p99Ms))
  const b50 = median(baseline.map((s) => s.p50Ms))
  const b99 = median(baseline.map((s) => s.p99Ms))
  const failures = product.reduce((sum, s) => sum + s.failures, 0)
  return [
    figure.name,
    `  p50 ${ms(p50)}, p99 ${ms(p99)}` +
      (figure.targetP99Ms === undefined
        ? ''
        : ` (target p99 < ${figure.targetP99Ms} ms: ${listMissed(figure) ? 'MISSED' : 'met'})`) +
      `: ${times(p50, b50)} / ${times(p99, b99)} of ${LIST_BASELINE} ` +
      `(p50 ${b50.toFixed(2)} ms, p99 ${b99.toFixed(2)} ms)`,
    `  product ${Math.round(median(product.map((s) => s.perSecond)))}/s with ${figure.connections ?? 4} connections` +
      `${failures ? `, ${failures} failed` : ''} (median of ${product.length} alternating rounds)`,
  ].join('\n')
}
