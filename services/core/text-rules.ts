// The text rules every field of every call obeys, whatever its own rules say. Pure and
// browser-safe, so the SPA can apply the same rules before sending.
//
// - Well-formed Unicode: a lone UTF-16 surrogate ("\ud800" in JSON) cannot be stored by
//   PostgreSQL's json/jsonb or text types and has no meaning to a reader.
// - Control characters: NUL cannot be stored in text; the others (ANSI escapes and the like)
//   have no place in a form field and would reach logs and email headers. Tab and line breaks
//   stay allowed: multi-line fields (deskripsi, alamat) need them.
// - Bidirectional embedding, override and isolate marks (Trojan Source, U+202E) make a name read
//   differently from what it holds.

export const TEXT_MESSAGES = {
  malformed: 'Data mengandung teks yang tidak valid',
  forbidden: 'Data mengandung karakter yang tidak diizinkan',
  tooDeep: 'Data yang dikirim terlalu bertingkat',
} as const

// C0 controls except tab, line feed and carriage return; DEL; C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u
// Arabic letter mark, LRM/RLM, embeddings and overrides (LRE..RLO), isolates (LRI..PDI).
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u

// Which shared rule a text breaks, if any. One-line fields (every field but free text such as
// deskripsi or alamat) refuse line breaks and tabs as well: a contract says which is which.
export function characterFault(value: string, oneLineOnly = false): 'malformed' | 'forbidden' | undefined {
  if (!value.isWellFormed()) return 'malformed'
  if (CONTROL.test(value) || BIDI.test(value)) return 'forbidden'
  if (oneLineOnly && /[\t\n\r\u2028\u2029]/u.test(value)) return 'forbidden'
  return undefined
}

// The message for a text that breaks a shared rule, or undefined when it obeys them all.
export function textFault(value: string): string | undefined {
  const fault = characterFault(value)
  return fault === undefined ? undefined : TEXT_MESSAGES[fault]
}

const MAX_DEPTH = 32

// The first fault in any string, or any key, of a parsed body, query or path parameters.
export function findTextFault(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return textFault(value)
  if (value === null || typeof value !== 'object') return undefined
  // No call takes data this deep; refusing it keeps the walk bounded.
  if (depth > MAX_DEPTH) return TEXT_MESSAGES.tooDeep
  if (ArrayBuffer.isView(value)) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const fault = textFault(key) ?? findTextFault(inner, depth + 1)
    if (fault !== undefined) return fault
  }
  return undefined
}

const LINE_BREAKS_AND_TABS = /[\t\n\r\u2028\u2029]+/gu
const CONTROL_ALL = new RegExp(`${CONTROL.source}|${BIDI.source}`, 'gu')

// A text made safe for one line of anything a program reads back (an email header, a log
// label): well-formed, without controls or bidi marks, line breaks and tabs turned into spaces.
export function oneLine(value: string): string {
  return value
    .toWellFormed()
    .replace(LINE_BREAKS_AND_TABS, ' ')
    .replace(CONTROL_ALL, '')
    .replace(/ {2,}/g, ' ')
    .trim()
}
