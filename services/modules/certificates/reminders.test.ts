import { describe, expect, it } from 'vitest'
import { reminderThreshold } from './reminders.ts'

describe('reminderThreshold', () => {
  it('is the nearest threshold reached: 60, 30 or 7 days, none beyond 60 days or once expired', () => {
    const cases: [number, number | null][] = [
      [61, null],
      [60, 60],
      [59, 60],
      [31, 60],
      [30, 30],
      [20, 30],
      [8, 30],
      [7, 7],
      [1, 7],
      [0, 7],
      [-1, null],
    ]
    for (const [daysLeft, threshold] of cases)
      expect(reminderThreshold(daysLeft), `${daysLeft}`).toBe(threshold)
  })
})
