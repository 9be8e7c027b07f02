import { describe, expect, it } from 'vitest'
import type { Figure } from './figures.ts'
import { formatFigure } from './report.ts'

const sample = (perSecond: number) => ({ perSecond, p50Ms: 1, p99Ms: 2, failures: 0 })
const catalogue = (ratio: number): Figure => ({
  name: 'GET /api/katalog_harga/getData',
  baseline: 'bare Fastify, same answer',
  comparison: { product: [sample(ratio * 1000)], baseline: [sample(1000)], ratio },
  target: { atLeast: 0.8 },
})

// The ratio line is what a reader of `npm run bench` checks against the target.
describe('formatFigure', () => {
  it('shows a ratio with two decimals beside its verdict', () => {
    expect(formatFigure(catalogue(0.8123))).toContain(
      '  0.81× of bare Fastify, same answer  target ≥ 0.8× met',
    )
    expect(formatFigure(catalogue(0.7712))).toContain(
      '  0.77× of bare Fastify, same answer  TARGET ≥ 0.8× MISSED',
    )
  })

  it('shows a third decimal when two would round a miss up to the target', () => {
    expect(formatFigure(catalogue(0.7961))).toContain(
      '  0.796× of bare Fastify, same answer  TARGET ≥ 0.8× MISSED',
    )
    expect(formatFigure(catalogue(0.8))).toContain('  0.80× of bare Fastify, same answer  target ≥ 0.8× met')
  })

  it('keeps two decimals for a figure without a target', () => {
    const health = { ...catalogue(0.7961), name: 'GET /api/health', target: undefined }
    expect(formatFigure(health)).toContain('  0.80× of bare Fastify, same answer\n')
  })

  it('says over how many processes of each side the rounds ran', () => {
    expect(formatFigure({ ...catalogue(0.85), processes: 3 })).toContain(
      '(median of 1 alternating rounds over 3 processes of each)',
    )
    expect(formatFigure(catalogue(0.85))).toContain('(median of 1 alternating rounds)')
  })
})
