import { characterFault } from './text-rules.ts'

// The rule engine behind every contract (contract.ts): field rules checked the same way by the API
// and the SPA, so both show the same Indonesian messages. Pure and browser-safe: no Node imports.

export type FieldRule = {
  label: string
  type?: 'string' | 'integer' | 'date' | 'boolean' | 'decimal' | 'list'
  // Message shown when the field is missing or blank; absent means optional.
  required?: string
  maxLength?: number
  minLength?: { length: number; message: string }
  pattern?: { source: string; message: string }
  oneOf?: { values: readonly string[]; message: string }
  // For integers: the smallest and largest allowed value and the message when outside them.
  min?: { value: number; message: string }
  max?: { value: number; message: string }
  // Text that may hold line breaks and tabs (a description); other text is one line.
  multiline?: boolean
  // Taken exactly as typed, not trimmed (passwords).
  raw?: boolean
  // For decimals: the most digits allowed after the point (a quantity of 12.5 m²).
  places?: number
  // For lists: the rules of each entry (an invoice's items) and the most entries allowed.
  items?: Rules
  maxItems?: { length: number; message: string }
}

export type Rules = Record<string, FieldRule>
export type FieldErrors = Record<string, string>
export type FormValues = Record<string, unknown>

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

// The shared text rules (core/text-rules.ts: well-formed Unicode, no control or bidi characters;
// line breaks and tabs only where the field is multi-line), with the field's own label.
export function fieldTextFault(label: string, value: string, multiline = false): string | undefined {
  const fault = characterFault(value, !multiline)
  if (fault === 'malformed') return `${label} mengandung teks yang tidak valid`
  if (fault === 'forbidden') return `${label} mengandung karakter yang tidak diizinkan`
  return undefined
}

function checkString(rule: FieldRule, value: string): string | undefined {
  const fault = fieldTextFault(rule.label, value, rule.multiline)
  if (fault !== undefined) return fault
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    return `${rule.label} terlalu panjang (maksimal ${rule.maxLength} karakter)`
  }
  if (rule.pattern && !new RegExp(rule.pattern.source, 'u').test(value)) return rule.pattern.message
  if (rule.minLength && value.length < rule.minLength.length) return rule.minLength.message
  if (rule.oneOf && !rule.oneOf.values.includes(value)) return rule.oneOf.message
  return undefined
}

// Plain digits only: Number() alone would take '25.000' as 25 and accept '1e3' or '0x10'.
export function toInteger(value: unknown): number {
  if (typeof value === 'string') return /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN
  return typeof value === 'number' ? value : Number.NaN
}

function checkInteger(rule: FieldRule, value: unknown): string | undefined {
  const number = toInteger(value)
  const fallback = `${rule.label} harus berupa bilangan bulat`
  if (!Number.isSafeInteger(number)) return rule.min?.message ?? fallback
  if (rule.min && number < rule.min.value) return rule.min.message
  if (rule.max && number > rule.max.value) return rule.max.message
  return undefined
}

// Plain decimal notation with at most `places` digits after the point, as a number or as text:
// '1e3', '1,5' and '0x10' are refused rather than guessed at.
function checkDecimal(rule: FieldRule, value: unknown): string | undefined {
  const places = rule.places ?? 0
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  const pattern = places > 0 ? new RegExp(`^-?\\d+(?:\\.\\d{1,${places}})?$`) : /^-?\d+$/
  if (!pattern.test(text) || !Number.isFinite(Number(text))) {
    return `${rule.label} harus berupa angka dengan paling banyak ${places} angka di belakang koma`
  }
  const number = Number(text)
  if (rule.min && number < rule.min.value) return rule.min.message
  if (rule.max && number > rule.max.value) return rule.max.message
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

export function toBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return undefined
}

export function validateField(rule: FieldRule, value: unknown): string | undefined {
  if (isBlank(value)) return rule.required
  if (rule.type === 'integer') return checkInteger(rule, value)
  if (rule.type === 'decimal') return checkDecimal(rule, value)
  if (rule.type === 'list') return Object.values(listErrors(rule.label, rule, value))[0]
  if (rule.type === 'date') return checkDate(rule, value)
  if (rule.type === 'boolean') {
    return toBoolean(value) === undefined ? `${rule.label} harus berupa ya atau tidak` : undefined
  }
  if (typeof value !== 'string') return `${rule.label} harus berupa teks`
  return checkString(rule, rule.raw ? value : value.trim())
}

const isEntry = (value: unknown): value is FormValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// A list's own faults under its name; an entry's faults under `<list>.<index>.<field>` (what a
// form shows beside that entry's input), e.g. `items.0.jumlah`.
function listErrors(field: string, rule: FieldRule, value: unknown): FieldErrors {
  if (isBlank(value)) return rule.required ? { [field]: rule.required } : {}
  if (!Array.isArray(value)) return { [field]: `${rule.label} harus berupa daftar` }
  if (rule.minLength && value.length < rule.minLength.length) return { [field]: rule.minLength.message }
  if (rule.maxItems && value.length > rule.maxItems.length) return { [field]: rule.maxItems.message }
  const errors: FieldErrors = {}
  value.forEach((entry, index) => {
    const prefix = `${field}.${index}`
    if (!isEntry(entry)) {
      errors[prefix] = `${rule.label} ke-${index + 1} tidak valid`
      return
    }
    for (const [name, message] of Object.entries(validate(rule.items ?? {}, entry))) {
      errors[`${prefix}.${name}`] = message
    }
  })
  return errors
}

// Returns the first message for each field that breaks its rule, in the rules' order.
export function validate(rules: Rules, values: FormValues): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, rule] of Object.entries(rules)) {
    if (rule.type === 'list') {
      Object.assign(errors, listErrors(field, rule, values[field]))
      continue
    }
    const message = validateField(rule, values[field])
    if (message !== undefined) errors[field] = message
  }
  return errors
}

// The cleaned value of one field that passed its rule: trimmed text, integers as numbers,
// booleans as booleans; undefined for a blank optional field.
export function normaliseField(rule: FieldRule, value: unknown): unknown {
  if (isBlank(value)) return undefined
  if (rule.type === 'integer') return toInteger(value)
  if (rule.type === 'decimal') return Number(String(value).trim())
  if (rule.type === 'list')
    return (value as FormValues[]).map((entry) => normaliseEntry(rule.items ?? {}, entry))
  if (rule.type === 'boolean') return toBoolean(value)
  return rule.raw ? String(value) : String(value).trim()
}

function normaliseEntry(rules: Rules, entry: FormValues): FormValues {
  const result: FormValues = {}
  for (const [name, rule] of Object.entries(rules)) {
    const value = normaliseField(rule, entry[name])
    if (value !== undefined) result[name] = value
  }
  return result
}
