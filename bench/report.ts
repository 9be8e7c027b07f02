import { CORES, type ContactLoad, contactLost } from './contact-load.ts'
import type { Figure } from './figures.ts'
import { median, type Sample } from './measure.ts'
import { type Memory, UPLOAD_RISE_LIMIT_MIB } from './memory.ts'

const number = (value: number) => Math.round(value).toLocaleString('en-US')
const ms = (value: number) => `${value.toFixed(1)} ms`

export function formatFigure(figure: Figure): string {
  const { product, baseline, ratio } = figure.comparison
  const verdict = figure.target
    ? ratio >= figure.target.atLeast
      ? `  target ≥ ${figure.target.atLeast}× met`
      : `  TARGET ≥ ${figure.target.atLeast}× MISSED`
    : ''
  const failures = product.reduce((sum, s) => sum + s.failures, 0)
  // Two decimals, unless they would round a miss up to the target itself ("0.80×, MISSED").
  const missedByLessThanRounding =
    figure.target !== undefined &&
    ratio < figure.target.atLeast &&
    Number(ratio.toFixed(2)) >= figure.target.atLeast
  return [
    `${figure.name}`,
    `  ${ratio.toFixed(missedByLessThanRounding ? 3 : 2)}× of ${figure.baseline}${verdict}`,
    `  product ${number(median(product.map((s) => s.perSecond)))}/s, p99 ${ms(median(product.map((s) => s.p99Ms)))}` +
      `${failures ? `, ${failures} failed` : ''}; baseline ${number(median(baseline.map((s) => s.perSecond)))}/s, ` +
      `p99 ${ms(median(baseline.map((s) => s.p99Ms)))} (median of ${product.length} alternating rounds` +
      `${figure.processes && figure.processes > 1 ? ` over ${figure.processes} processes of each` : ''})`,
    ...cpuLine(product, baseline),
  ].join('\n')
}

const cpu = (samples: Sample[], key: 'serverCpuUs' | 'clientCpuUs') =>
  median(samples.map((s) => s[key] ?? Number.NaN))

// CPU per answer (µs, median of the rounds) of the server and of the load generator: what the
// throughput ratio is made of, and, unlike it, not moved by a neighbour's load.
function cpuLine(product: Sample[], baseline: Sample[]): string[] {
  const server = [cpu(product, 'serverCpuUs'), cpu(baseline, 'serverCpuUs')] as const
  if (!server.every(Number.isFinite)) return []
  const client = [cpu(product, 'clientCpuUs'), cpu(baseline, 'clientCpuUs')] as const
  return [
    `  CPU per answer: server ${server[0].toFixed(1)} µs vs ${server[1].toFixed(1)} µs ` +
      `(${(server[0] / server[1]).toFixed(2)}× the baseline's), load generator ${client[0].toFixed(1)} µs ` +
      `vs ${client[1].toFixed(1)} µs`,
  ]
}

export function formatContactLoad(load: ContactLoad): string {
  const lines = [
    `POST /api/kontak under load (p99 < 100 ms, nothing lost); load average ${load.loadAverage.toFixed(1)} on ${CORES} cores at the start`,
  ]
  if (load.warmup) {
    const { rate, answered, planned, p99Ms } = load.warmup
    lines.push(`  warm-up ${rate} req/s (not judged): answered ${answered}/${planned}, p99 ${ms(p99Ms)}`)
  }
  for (const step of load.steps) {
    lines.push(
      `  ${String(step.rate).padStart(5)} req/s: answered ${step.answered}/${step.planned}, p99 ${ms(step.p99Ms)}` +
        `${step.failures ? `, ${step.failures} failed` : ''} ${step.ok ? 'ok' : '(limit)'}`,
    )
  }
  const lost = contactLost(load)
  lines.push(
    `  highest sustained rate ${load.sustained} req/s; accepted ${load.accepted}, stored ${load.stored}, ` +
      `emailed ${load.emailed}, emailed twice ${load.duplicates}${lost ? '  LOSS OR DUPLICATE' : '  nothing lost'}`,
  )
  return lines.join('\n')
}

// A change with its sign, one decimal: +1.6, -1.9.
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`

export function formatMemory(memory: Memory): string {
  return [
    `API resident memory after ${number(memory.first)} and ${number(memory.total)} requests ` +
      '(60 % catalogue, 30 % health, 10 % contact requests)',
    `  ${memory.afterFirst.toFixed(1)} MiB → ${memory.afterTotal.toFixed(1)} MiB ` +
      `(${signed(memory.growth * 100)}%; target within 10%)`,
    ...(memory.upload
      ? [
          `  ${memory.upload.uploads} uploads of ${number(memory.upload.bytes)} bytes, one at a time: resident memory rose at most ` +
            `${memory.upload.peakRiseMiB.toFixed(1)} MiB over ${memory.upload.beforeMiB.toFixed(1)} MiB ` +
            `(target < ${UPLOAD_RISE_LIMIT_MIB} MiB); back to back: ${signed(memory.upload.backToBackRiseMiB)} MiB ` +
            `(freed chunks awaiting V8's next collection); the first upload, loading its code: ` +
            `${signed(memory.upload.firstRiseMiB)} MiB`,
        ]
      : []),
  ].join('\n')
}
