import { describe, expect, it } from 'vitest'
import { todayJakarta } from './jakarta-time.ts'

describe('todayJakarta', () => {
  it('turns to the next day at 17:00 UTC, midnight in Jakarta', () => {
    expect(todayJakarta(new Date('2026-12-31T16:59:59.999Z'))).toBe('2026-12-31')
    expect(todayJakarta(new Date('2026-12-31T17:00:00.000Z'))).toBe('2027-01-01')
  })

  it('gives the date the time zone database gives, hour by hour over two years', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Jakarta',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    for (
      let at = Date.parse('2026-01-01T00:30:00Z');
      at < Date.parse('2028-01-01T00:00:00Z');
      at += 3_600_000
    )
      expect(todayJakarta(new Date(at))).toBe(zone.format(new Date(at)))
  })
})
