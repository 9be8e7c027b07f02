import { describe, expect, it } from 'vitest'
import { freeKodes, KODE_PELANGGAN_OPTIONS, parseKode } from './codes.ts'

describe('customer codes', () => {
  it('has the specification pick list: 001 to 027 without 022 in each of the five areas', () => {
    expect(KODE_PELANGGAN_OPTIONS).toHaveLength(5 * 26)
    expect(KODE_PELANGGAN_OPTIONS).not.toContain('TTSG-sda-022')
    expect(KODE_PELANGGAN_OPTIONS.at(-1)).toBe('TTSG-mlng-027')
  })

  it('reads three digits, then plain numbers from 1000, and nothing else', () => {
    expect(parseKode('TTSG-sby-007')).toEqual({ area: 'sby', number: 7 })
    expect(parseKode('TTSG-kdr-1234')).toEqual({ area: 'kdr', number: 1234 })
    for (const bad of ['TTSG-sda-0001', 'TTSG-sda-01', 'ttsg-sda-001', 'TTSG-jkt-001', 'TTSG-sda-001 ']) {
      expect(parseKode(bad), bad).toBeNull()
    }
  })

  it('offers the free pick-list codes first, then five beyond the highest used number', () => {
    expect(freeKodes('sda', [1, 2, 3]).slice(0, 2)).toEqual(['TTSG-sda-004', 'TTSG-sda-005'])
    expect(freeKodes('sda', [1, 2, 3]).slice(-5)).toEqual(
      ['028', '029', '030', '031', '032'].map((n) => `TTSG-sda-${n}`),
    )
    const full = Array.from({ length: 27 }, (_, i) => i + 1)
    // 022 is never offered, though the server accepts it when typed.
    expect(freeKodes('mjk', [...full.filter((n) => n !== 22), 40])).toEqual(
      ['041', '042', '043', '044', '045'].map((n) => `TTSG-mjk-${n}`),
    )
    expect(freeKodes('sby', [999]).slice(-2)).toEqual(['TTSG-sby-1003', 'TTSG-sby-1004'])
  })
})
