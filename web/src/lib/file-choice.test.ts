import { describe, expect, it } from 'vitest'
import { fileProblem } from './file-choice.ts'

const rules = { maxBytes: 10, tooLarge: 'besar', type: 'format', required: 'kosong' }
const file = (name: string, size: number) => new File([new Uint8Array(size)], name)

describe('fileProblem', () => {
  it('asks for a file only when one is required', () => {
    expect(fileProblem(null, rules)).toBe('kosong')
    expect(fileProblem(null, { ...rules, required: undefined })).toBeUndefined()
  })
  it('accepts jpg, jpeg, png and pdf up to the limit, whatever the case of the name', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.Pdf'])
      expect(fileProblem(file(name, 10), rules)).toBeUndefined()
  })
  it('refuses another type by its name and a file over the limit', () => {
    expect(fileProblem(file('a.svg', 1), rules)).toBe('format')
    expect(fileProblem(file('a.pdf.exe', 1), rules)).toBe('format')
    expect(fileProblem(file('a.pdf', 11), rules)).toBe('besar')
  })
})
