import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatNumber, formatRupiah, MONTH_NAMES } from './format.ts'

describe('formatRupiah', () => {
  it('writes whole Rupiah with dots between thousands', () => {
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000')
    expect(formatRupiah(0)).toBe('Rp 0')
    expect(formatRupiah(950)).toBe('Rp 950')
    expect(formatRupiah(12_345_678_901)).toBe('Rp 12.345.678.901')
  })
})

describe('formatNumber', () => {
  it('groups thousands the Indonesian way', () => {
    expect(formatNumber(2500)).toBe('2.500')
  })
})

describe('formatDate', () => {
  it('names the month in Indonesian', () => {
    expect(formatDate('2026-11-21')).toBe('21 November 2026')
    expect(formatDate('2024-01-05')).toBe('5 Januari 2024')
  })

  it('takes the calendar day in Jakarta for timestamps', () => {
    expect(formatDate('2026-11-21T18:30:00Z')).toBe('22 November 2026')
    expect(formatDate(new Date('2026-03-01T00:00:00+07:00'))).toBe('1 Maret 2026')
  })

  it('has twelve months from Januari to Desember', () => {
    expect(MONTH_NAMES).toHaveLength(12)
    expect(MONTH_NAMES[0]).toBe('Januari')
    expect(MONTH_NAMES[11]).toBe('Desember')
  })
})

describe('formatDateTime', () => {
  it('writes the Jakarta date and time with a dot between hours and minutes', () => {
    expect(formatDateTime('2026-11-21T07:05:00Z')).toBe('21 November 2026 14.05')
    expect(formatDateTime('2026-11-21T14:05:00+07:00')).toBe('21 November 2026 14.05')
    expect(formatDateTime('2026-12-31T17:30:00Z')).toBe('1 Januari 2027 00.30')
  })

  it('gives back what is not a moment', () => {
    expect(formatDateTime('bukan waktu')).toBe('bukan waktu')
  })
})

describe('formatRupiah of negative amounts', () => {
  it('puts the minus before Rp', () => {
    expect(formatRupiah(-1_250_000)).toBe('-Rp 1.250.000')
  })
})
