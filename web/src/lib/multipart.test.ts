import { describe, expect, it } from 'vitest'
import { multipartForm } from './multipart.ts'

describe('multipartForm', () => {
  it('sends the fields given, as text, then the files chosen', () => {
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' })
    const form = multipartForm(
      { idpelanggan: 3, catatan: '', version: undefined, x: null },
      { file_laporan: file, other: null },
    )
    expect([...form.keys()]).toEqual(['idpelanggan', 'catatan', 'file_laporan'])
    expect(form.get('idpelanggan')).toBe('3')
    expect((form.get('file_laporan') as File).name).toBe('a.pdf')
  })
})
