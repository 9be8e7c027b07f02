import { describe, expect, it } from 'vitest'
import { localDay, modeOf, modeOfView, validDay, visibleRange } from './calendar-range.ts'

describe('calendar range', () => {
  it('reads the mode from the address, month by default', () => {
    expect(modeOf('minggu')).toBe('minggu')
    expect(modeOf('bulan')).toBe('bulan')
    expect(modeOf(null)).toBe('bulan')
    expect(modeOf('tahun')).toBe('bulan')
    expect(modeOfView('timeGridWeek')).toBe('minggu')
    expect(modeOfView('dayGridMonth')).toBe('bulan')
  })

  it('asks for the visible days, the last one included', () => {
    // A month view of November 2026 shows 6 weeks from Monday 26 October.
    expect(visibleRange(new Date(2026, 9, 26), new Date(2026, 11, 7))).toEqual({
      dari: '2026-10-26',
      sampai: '2026-12-06',
    })
    expect(localDay(new Date(2027, 0, 4))).toBe('2027-01-04')
  })

  it('takes only a real date from the address', () => {
    expect(validDay('2026-11-23')).toBe('2026-11-23')
    expect(validDay('23-11-2026')).toBeNull()
    expect(validDay(null)).toBeNull()
  })
})
