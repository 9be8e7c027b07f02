import { sql } from 'kysely'
import type { Db } from '../services/core/database.ts'
import type { EventStore } from '../services/core/event-store/event-store.ts'
import { against, alternate, alternateArms, type Comparison, median, type Sample } from './measure.ts'
import type { Settings } from './settings.ts'

// The command figures of issue 12 (bench/schedules.ts, bench/invoices.ts), in one shape: WRITERS
// loops in the bench process, each on its own streams, in alternating rounds. The target —
// "appending a command with its inline projection costs no more than twice a plain single-row
// update" — is a throughput ratio of at least 0.5 against the same change made as a plain
// single-row UPDATE of the read row, without the event store (READ_ROW_BASELINE, docs/adr/0029);
// the same append against an UPDATE of a three-column table with no index but its key
// (COMMAND_BASELINE) is printed beside it as context, as are the whole use case and the HTTP call.
export const WRITERS = 8
export const COMMAND_BASELINE = 'plain single-row UPDATE'
export const READ_ROW_BASELINE = 'the same UPDATE of the read row alone'
export const COMMAND_TARGET_RATIO = 0.5

export type CommandFigure = {
  name: string
  // What is appended: "schedule command", "invoice command".
  subject: string
  // What `comparison` compares with: COMMAND_BASELINE or READ_ROW_BASELINE.
  baseline: string
  comparison: Comparison
  // The same product rounds against COMMAND_BASELINE, when `comparison` is against the read row.
  plain?: Comparison
  // Only the append with its inline projection carries the target; the others are context.
  target: number | null
}

type Op = (worker: number, n: number) => Promise<unknown>

const plainUpdateOf = (db: Db, baselineTable: string) => (worker: number) =>
  sql`update ${sql.table(baselineTable)} set n = n + 1, updated_at = now() where id = ${worker + 1}`.execute(
    db,
  )

// The writes the store's inline projections state for `event`, run on their own: the UPDATE of the
// read row that a design without the event store would make for the same change (no stream claim,
// no event row, no guard). Built by the product's own projection, so it is the same statement the
// append carries.
export async function readRowWrite(
  db: Db,
  store: EventStore,
  streamType: string,
  streamId: string,
  event: { type: string; data: Record<string, unknown> },
): Promise<void> {
  const pending = {
    streamType,
    streamId,
    version: 1,
    type: event.type,
    data: event.data,
    metadata: { userId: null, role: 'admin', requestId: 'bench' },
    createdAt: new Date(),
  }
  for (const projection of store.projections) {
    if (!projection.eventTypes.includes(event.type) || projection.statements === undefined) continue
    for (const statement of projection.statements(pending, sql<boolean>`true`)) await statement.execute(db)
  }
}

// The append (`op`) against the same change as a plain UPDATE of the read row (`readRow`), the
// target's baseline, and against the three-column table's UPDATE, in rounds that alternate the
// order of the three.
export async function appendComparison(
  settings: Settings,
  db: Db,
  baselineTable: string,
  op: Op,
  readRow: Op,
): Promise<{ comparison: Comparison; plain: Comparison }> {
  const plainUpdate = plainUpdateOf(db, baselineTable)
  const [products, rows, plains] = await alternateArms(
    settings.rounds,
    [op, readRow, plainUpdate].map((run) => () => timed(WRITERS, settings.seconds, run)),
  )
  return { comparison: against(products!, rows!), plain: against(products!, plains!) }
}

// `op` against the three-column table's UPDATE alone (the context figures: the whole use case).
export async function commandComparison(
  settings: Settings,
  db: Db,
  baselineTable: string,
  op: Op,
): Promise<Comparison> {
  const plainUpdate = plainUpdateOf(db, baselineTable)
  return alternate(
    settings.rounds,
    () => timed(WRITERS, settings.seconds, op),
    () => timed(WRITERS, settings.seconds, plainUpdate),
  )
}

// `workers` loops calling `op` for `seconds`: operations per second and their latency.
export async function timed(workers: number, seconds: number, op: Op): Promise<Sample> {
  const latencies: number[] = []
  let failures = 0
  const end = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let n = 0; performance.now() < end; n += 1) {
        const begun = performance.now()
        try {
          await op(worker, n)
        } catch {
          failures += 1
        }
        latencies.push(performance.now() - begun)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { perSecond: latencies.length / seconds, p50Ms: at(0.5), p99Ms: at(0.99), failures }
}

export const commandMissed = (figure: CommandFigure) =>
  figure.target !== null && figure.comparison.ratio < figure.target

const ms = (value: number) => `${value.toFixed(1)} ms`

export function formatCommandFigure(figure: CommandFigure): string {
  const { product, baseline, ratio } = figure.comparison
  const failures = product.reduce((sum, s) => sum + s.failures, 0)
  const perSecond = Math.round(median(product.map((s) => s.perSecond)))
  const basePerSecond = (samples: Sample[]) => Math.round(median(samples.map((s) => s.perSecond)))
  const verdict =
    figure.target === null
      ? 'context, no target'
      : `target ≥ ${figure.target}, i.e. at most twice the cost: ${commandMissed(figure) ? 'MISSED' : 'met'}`
  return [
    figure.name,
    `  ${figure.subject} ${perSecond}/s vs ${figure.baseline} ${basePerSecond(baseline)}/s: ratio ${ratio.toFixed(2)} ` +
      `(${verdict}); p50 ${ms(median(product.map((s) => s.p50Ms)))}, p99 ${ms(median(product.map((s) => s.p99Ms)))}` +
      `${failures ? `, ${failures} failed` : ''} (median of ${product.length} alternating rounds)`,
    ...(figure.plain === undefined
      ? []
      : [
          `  same rounds vs ${COMMAND_BASELINE} of a three-column table ${basePerSecond(figure.plain.baseline)}/s: ` +
            `ratio ${figure.plain.ratio.toFixed(2)} (context)`,
        ]),
  ].join('\n')
}
