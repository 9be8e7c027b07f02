import { describe, expect, it } from 'vitest'
import type { CommandFigure } from './commands.ts'
import type { Sample } from './measure.ts'
import { missedTargets } from './targets.ts'

const sample = (perSecond: number, p99Ms = 1): Sample => ({ perSecond, p50Ms: 1, p99Ms, failures: 0 })
const comparison = (ratio: number, p99Ms = 1) => ({
  product: [sample(ratio * 1000, p99Ms)],
  baseline: [sample(1000)],
  ratio,
})
const command = (name: string, ratio: number, target: number | null): CommandFigure => ({
  name,
  subject: 'invoice command',
  baseline: 'the same UPDATE of the read row alone',
  comparison: comparison(ratio),
  target,
})

describe('the targets that fail a full bench', () => {
  it('counts every figure with a target alike, and never a context figure', () => {
    const missed = missedTargets({
      figures: [
        { name: 'catalogue', baseline: 'bare', comparison: comparison(0.7), target: { atLeast: 0.8 } },
        { name: 'health', baseline: 'bare', comparison: comparison(0.5) },
        { name: 'PUT tagihan over HTTP', baseline: 'UPDATE', comparison: comparison(0.09) },
      ],
      scheduleLists: [
        { name: 'name search', comparison: comparison(0.01, 55) },
        { name: 'first page', comparison: comparison(0.01, 21) },
      ],
      lists: [
        { name: 'invoice search', comparison: comparison(0.01, 64), targetP99Ms: 50 },
        { name: 'invoice first page', comparison: comparison(0.01, 13), targetP99Ms: 50 },
        { name: 'customer search (context)', comparison: comparison(0.01, 76) },
      ],
      commands: [
        command('invoice append', 0.45, 0.5),
        command('reschedule append', 0.53, 0.5),
        command('updateSchedule use case', 0.1, null),
      ],
      memory: { afterFirst: 100, afterTotal: 115, growth: 0.15, first: 10, total: 100 },
    })
    expect(missed).toEqual([
      'catalogue',
      'name search',
      'invoice search',
      'invoice append',
      'API resident memory',
    ])
  })

  it('finds nothing missed when every target is met', () => {
    expect(
      missedTargets({
        figures: [
          { name: 'catalogue', baseline: 'bare', comparison: comparison(0.82), target: { atLeast: 0.8 } },
        ],
        scheduleLists: [{ name: 'first page', comparison: comparison(0.01, 49) }],
        lists: [{ name: 'invoice search', comparison: comparison(0.01, 38), targetP99Ms: 50 }],
        commands: [command('invoice append', 0.5, 0.5)],
        memory: { afterFirst: 100, afterTotal: 101, growth: 0.01, first: 10, total: 100 },
      }),
    ).toEqual([])
  })
})
