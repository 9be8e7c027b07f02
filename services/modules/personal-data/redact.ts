import { ERASED } from '../../core/personal-data.ts'

// What an erasure removes from free text and JSON: the person's values (names, phone numbers,
// addresses, ...), replaced by the marker wherever they occur, and the keys of the files it
// removes, dropped from lists (a visit's photos) or set to null (a record's file).
export type Redaction = { values: readonly string[]; fileKeys: ReadonlySet<string> }

// Values shorter than this are not looked for inside other texts: two letters would match
// everyone's data.
const SHORTEST = 4

export function redaction(
  values: Iterable<string | null | undefined>,
  fileKeys: Iterable<string>,
): Redaction {
  const kept = new Set<string>()
  for (const value of values) {
    const trimmed = value?.trim()
    if (trimmed && trimmed.length >= SHORTEST && trimmed !== ERASED) kept.add(trimmed)
  }
  // Longest first, so a name is replaced whole before a part of it could be.
  return { values: [...kept].sort((a, b) => b.length - a.length), fileKeys: new Set(fileKeys) }
}

export function redactText(text: string, { values }: Redaction): string {
  let result = text
  const lower = () => result.toLowerCase()
  for (const value of values) {
    const needle = value.toLowerCase()
    let at = lower().indexOf(needle)
    while (at >= 0) {
      result = result.slice(0, at) + ERASED + result.slice(at + value.length)
      at = lower().indexOf(needle, at + ERASED.length)
    }
  }
  return result
}

// A JSON value with the redaction applied everywhere inside it.
export function redactJson(value: unknown, redaction: Redaction): unknown {
  if (typeof value === 'string') return redaction.fileKeys.has(value) ? null : redactText(value, redaction)
  if (Array.isArray(value))
    return value
      .filter((item) => !(typeof item === 'string' && redaction.fileKeys.has(item)))
      .map((item) => redactJson(item, redaction))
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactJson(item, redaction)]))
  return value
}

// Whether redactJson would change it (so that unchanged rows and events are not written).
export const changedBy = (value: unknown, redaction: Redaction): boolean =>
  JSON.stringify(redactJson(value, redaction)) !== JSON.stringify(value)
