import { describe, expect, it } from 'vitest'
import { fileNameFromDisposition } from './download.ts'

describe('fileNameFromDisposition', () => {
  it('reads a quoted or plain file name', () => {
    expect(fileNameFromDisposition('attachment; filename="pelanggan-2026-11-23.csv"')).toBe(
      'pelanggan-2026-11-23.csv',
    )
    expect(fileNameFromDisposition('attachment; filename=laporan.csv')).toBe('laporan.csv')
  })

  it('prefers the UTF-8 name of filename*', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="data.csv"; filename*=UTF-8''data%20pelanggan%20%E2%80%93%202026.csv`,
      ),
    ).toBe('data pelanggan – 2026.csv')
  })

  it('keeps folders out of the name and gives null when there is none', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd')
    expect(fileNameFromDisposition('attachment')).toBeNull()
    expect(fileNameFromDisposition(null)).toBeNull()
  })
})
