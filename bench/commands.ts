import { sql } from 'kysely'
import type { Db } from '../services/core/database.ts'
import { alternate, type Comparison, median, type Sample } from './measure.ts'
import type { Settings } from './settings.ts'

// The command figures of issue 12 (bench/schedules.ts, bench/invoices.ts), in one shape: WRITERS
// loops in the bench process, each on its own streams, against a plain single-row UPDATE of one of
// the baseline table's rows by as many writers through the same Kysely pool, in alternating rounds.
// The target — "appending a command with its inline projection costs no more than twice a plain
// single-row update" — is a throughput ratio of at least 0.5, and applies to the append alone
// (handleCommand); the whole use case and the HTTP call are shown beside it as context.
export const WRITERS = 8
export const COMMAND_BASELINE = 'plain single-row UPDATE'
export const COMMAND_TARGET_RATIO = 0.5

export type CommandFigure = {
  name: string
  // What is appended: "schedule command", "invoice command".
  subject: string
  comparison: Comparison
  // Only the append with its inline projection carries the target; the others are context.
  target: number | null
}

export async function commandComparison(
  settings: Settings,
  db: Db,
  baselineTable: string,
  op: (worker: number, n: number) => Promise<unknown>,
): Promise<Comparison> {
  const plainUpdate = (worker: number) =>
    sql`update ${sql.table(baselineTable)} set n = n + 1, updated_at = now() where id = ${worker + 1}`.execute(
      db,
    )
  return alternate(
    settings.rounds,
    () => timed(WRITERS, settings.seconds, op),
    () => timed(WRITERS, settings.seconds, plainUpdate),
  )
}

// `workers` loops calling `op` for `seconds`: operations per second and their latency.
export async function timed(
  workers: number,
  seconds: number,
  op: (worker: number, n: number) => Promise<unknown>,
): Promise<Sample> {
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
  const basePerSecond = Math.round(median(baseline.map((s) => s.perSecond)))
  const verdict =
    figure.target === null
      ? 'context, no target'
      : `target ≥ ${figure.target}, i.e. at most twice the cost: ${commandMissed(figure) ? 'MISSED' : 'met'}`
  return [
    figure.name,
    `  ${figure.subject} ${perSecond}/s vs ${COMMAND_BASELINE} ${basePerSecond}/s: ratio ${ratio.toFixed(2)} ` +
      `(${verdict}); p50 ${ms(median(product.map((s) => s.p50Ms)))}, p99 ${ms(median(product.map((s) => s.p99Ms)))}` +
      `${failures ? `, ${failures} failed` : ''} (median of ${product.length} alternating rounds)`,
  ].join('\n')
}
