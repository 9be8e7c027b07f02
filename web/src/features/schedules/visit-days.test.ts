import { describe, expect, it } from 'vitest'
import { dayHeading, groupByDate, jakartaToday } from './visit-days.ts'

describe('visit days', () => {
  it('heads a day with its Indonesian weekday and date', () => {
    expect(dayHeading('2026-11-23')).toBe('Senin, 23 November 2026')
    expect(dayHeading('2026-11-22')).toBe('Minggu, 22 November 2026')
    expect(dayHeading('2027-01-01')).toBe('Jumat, 1 Januari 2027')
  })

  it('takes today in Jakarta, a day ahead of UTC after 17:00 UTC', () => {
    expect(jakartaToday(new Date('2026-11-22T16:59:00Z'))).toBe('2026-11-22')
    expect(jakartaToday(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23')
  })

  it('groups consecutive visits of one date and marks today', () => {
    const visits = [
      { id: 1, tanggal: '2026-11-22' },
      { id: 2, tanggal: '2026-11-23' },
      { id: 3, tanggal: '2026-11-23' },
      { id: 4, tanggal: '2026-11-25' },
    ]
    const days = groupByDate(visits, '2026-11-23')
    expect(days.map((day) => [day.heading, day.isToday, day.visits.map((v) => v.id)])).toEqual([
      ['Minggu, 22 November 2026', false, [1]],
      ['Senin, 23 November 2026', true, [2, 3]],
      ['Rabu, 25 November 2026', false, [4]],
    ])
    expect(groupByDate([], '2026-11-23')).toEqual([])
  })
})
