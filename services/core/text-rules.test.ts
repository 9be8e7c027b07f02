import { describe, expect, it } from 'vitest'
import { findTextFault, oneLine, TEXT_MESSAGES, textFault } from './text-rules.ts'

describe('shared text rules', () => {
  it('accept ordinary Indonesian text, emoji, tabs and line breaks', () => {
    for (const text of [
      'Budi Santoso',
      'Rumah di Jl. Mawar No. 5\nSidoarjo',
      'Harga\t25.000',
      'Semut 🐜',
      'Ça',
    ])
      expect(textFault(text)).toBeUndefined()
  })

  it('refuse lone surrogates as malformed text', () => {
    for (const text of ['Budi \ud800', '\udc00', 'a\ud83d'])
      expect(textFault(text)).toBe(TEXT_MESSAGES.malformed)
  })

  it('refuse NUL, ANSI escapes, other controls and bidi overrides', () => {
    for (const text of [
      'a\u0000b',
      '\u001b[31m',
      'a\u007fb',
      'a\u0085b',
      'Budi \u202Egnp.exe',
      '\u2066x\u2069',
      '\u200f',
    ])
      expect(textFault(text)).toBe(TEXT_MESSAGES.forbidden)
  })

  it('look into keys, arrays and nested objects, and refuse data nested without end', () => {
    expect(findTextFault({ a: [{ b: 'ok' }, { c: 'x\ud800' }] })).toBe(TEXT_MESSAGES.malformed)
    expect(findTextFault({ 'ku\u202Ence': 1 })).toBe(TEXT_MESSAGES.forbidden)
    expect(findTextFault({ a: 1, b: [true, null, 'ok'] })).toBeUndefined()
    let deep: unknown = 'x'
    for (let i = 0; i < 100; i += 1) deep = [deep]
    expect(findTextFault(deep)).toBe(TEXT_MESSAGES.tooDeep)
  })

  it('make one clean line for headers', () => {
    expect(oneLine(' Budi\r\nBcc: x@y\t\u001b[31m\u202Emerah \ud800 ')).toBe('Budi Bcc: x@y [31mmerah \ufffd')
  })
})
