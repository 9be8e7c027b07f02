// Field rules written once and run by both the API and the SPA, so both show the same Indonesian
// messages. Pure and browser-safe: no Node imports here.

export type FieldRule = {
  label: string
  type?: 'string' | 'integer' | 'date'
  // Message shown when the field is missing or blank; absent means optional.
  required?: string
  maxLength?: number
  minLength?: { length: number; message: string }
  pattern?: { source: string; message: string }
  oneOf?: { values: readonly string[]; message: string }
  // For integers: the smallest allowed value and the message when it is not a whole number >= min.
  min?: { value: number; message: string }
}

export type Rules = Record<string, FieldRule>
export type FieldErrors = Record<string, string>
export type FormValues = Record<string, unknown>

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

function checkString(rule: FieldRule, value: string): string | undefined {
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    return `${rule.label} maksimal ${rule.maxLength} karakter`
  }
  if (rule.pattern && !new RegExp(rule.pattern.source, 'u').test(value)) return rule.pattern.message
  if (rule.minLength && value.length < rule.minLength.length) return rule.minLength.message
  if (rule.oneOf && !rule.oneOf.values.includes(value)) return rule.oneOf.message
  return undefined
}

function checkInteger(rule: FieldRule, value: unknown): string | undefined {
  // Plain digits only: Number() alone would take '25.000' as 25 and accept '1e3' or '0x10'.
  const number =
    typeof value === 'string' ? (/^-?\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN) : value
  const min = rule.min?.value ?? Number.MIN_SAFE_INTEGER
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < min) {
    return rule.min?.message ?? `${rule.label} harus berupa bilangan bulat`
  }
  return undefined
}

function checkDate(rule: FieldRule, value: unknown): string | undefined {
  const text = String(value)
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))
  if (!valid || new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) !== text) {
    return `${rule.label} harus berupa tanggal yang valid`
  }
  return undefined
}

export function validateField(rule: FieldRule, value: unknown): string | undefined {
  if (isBlank(value)) return rule.required
  if (rule.type === 'integer') return checkInteger(rule, value)
  if (rule.type === 'date') return checkDate(rule, value)
  if (typeof value !== 'string') return `${rule.label} harus berupa teks`
  return checkString(rule, value.trim())
}

// Returns the first message for each field that breaks its rule, in the rules' order.
export function validate(rules: Rules, values: FormValues): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, rule] of Object.entries(rules)) {
    const message = validateField(rule, values[field])
    if (message !== undefined) errors[field] = message
  }
  return errors
}

// The cleaned values the server stores: trimmed strings, integers as numbers, blanks as ''.
export function normalise(rules: Rules, values: FormValues): Record<string, string | number> {
  const result: Record<string, string | number> = {}
  for (const [field, rule] of Object.entries(rules)) {
    const value = values[field]
    if (isBlank(value)) result[field] = rule.type === 'integer' ? 0 : ''
    else if (rule.type === 'integer') result[field] = Number(typeof value === 'string' ? value.trim() : value)
    else result[field] = String(value).trim()
  }
  return result
}
