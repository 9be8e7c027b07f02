import {
  type Static,
  type TArray,
  type TBoolean,
  type TEnum,
  type TInteger,
  type TNumber,
  type TObject,
  type TOptional,
  type TSchema,
  type TString,
  Type,
} from 'typebox'
import { ValidationError } from './errors.ts'
import { type FieldErrors, type FieldRule, type FormValues, normaliseField, validate } from './validation.ts'

// One contract per request body, written once: the Indonesian rules and messages (checked by the
// API and by the SPA's forms), the TypeBox schema (the OpenAPI document and the handlers' typed
// bodies) and the TypeScript type of the cleaned value. Browser-safe: no Node imports.

export type Field<S extends TSchema = TSchema, Required extends boolean = boolean> = {
  rule: FieldRule
  schema: S
  required: Required
}

type Options = { label: string; required?: string; description?: string; example?: unknown }
type IsRequired<O> = O extends { required: string } ? true : false

function field<S extends TSchema, O extends Options>(rule: FieldRule, schema: S, options: O) {
  return { rule, schema, required: (options.required !== undefined) as IsRequired<O> }
}

const annotations = (options: Options) => ({
  description: options.description ?? options.label,
  ...(options.example === undefined ? {} : { examples: [options.example] }),
})

type TextOptions = Options & {
  max: number
  min?: { length: number; message: string }
  pattern?: { source: string; message: string }
  multiline?: boolean
  raw?: boolean
  format?: string
}

export function text<O extends TextOptions>(options: O): Field<TString, IsRequired<O>> {
  const { label, required, max, min, pattern, multiline, raw } = options
  return field(
    { label, required, maxLength: max, minLength: min, pattern, multiline, raw },
    Type.String({
      ...annotations(options),
      maxLength: max,
      ...(options.format ? { format: options.format } : {}),
    }),
    options,
  )
}

export function choice<const V extends readonly string[], O extends Options & { message: string }>(
  values: V,
  options: O,
): Field<TEnum<[...V]>, IsRequired<O>> {
  const { label, required, message } = options
  return field(
    { label, required, oneOf: { values, message } },
    Type.Enum([...values], annotations(options)) as unknown as TEnum<[...V]>,
    options,
  )
}

export function integer<
  O extends Options & { min?: { value: number; message: string }; max?: { value: number; message: string } },
>(options: O): Field<TInteger, IsRequired<O>> {
  const { label, required, min, max } = options
  return field(
    { label, required, type: 'integer', min, max },
    Type.Integer({
      ...annotations(options),
      ...(min ? { minimum: min.value } : {}),
      ...(max ? { maximum: max.value } : {}),
    }),
    options,
  )
}

export function date<O extends Options>(options: O): Field<TString, IsRequired<O>> {
  return field(
    { label: options.label, required: options.required, type: 'date' },
    Type.String({ ...annotations(options), format: 'date' }),
    options,
  )
}

export function boolean<O extends Options>(options: O): Field<TBoolean, IsRequired<O>> {
  return field(
    { label: options.label, required: options.required, type: 'boolean' },
    Type.Boolean(annotations(options)),
    options,
  )
}

// A number with at most `places` digits after the point (a quantity such as 12.5 m²).
export function decimal<
  O extends Options & {
    places: number
    min?: { value: number; message: string }
    max?: { value: number; message: string }
  },
>(options: O): Field<TNumber, IsRequired<O>> {
  const { label, required, places, min, max } = options
  return field(
    { label, required, type: 'decimal', places, min, max },
    Type.Number({
      ...annotations(options),
      ...(min ? { minimum: min.value } : {}),
      ...(max ? { maximum: max.value } : {}),
    }),
    options,
  )
}

// A list of entries, each checked by its own contract (an invoice's items). Faults of an entry are
// reported under `<field>.<index>.<entry field>`.
export function list<
  C extends { rules: Record<string, FieldRule>; schema: TObject },
  O extends Options & { min?: { length: number; message: string }; max: { length: number; message: string } },
>(entry: C, options: O): Field<TArray<C['schema']>, IsRequired<O>> {
  const { label, required, min, max } = options
  return field(
    { label, required, type: 'list', items: entry.rules, minLength: min, maxItems: max },
    Type.Array(entry.schema, {
      ...annotations(options),
      ...(min ? { minItems: min.length } : {}),
      maxItems: max.length,
    }),
    options,
  )
}

type Fields = Record<string, Field>
type Properties<F extends Fields> = {
  [K in keyof F]: F[K] extends Field<infer S, true>
    ? S
    : F[K] extends Field<infer S, false>
      ? TOptional<S>
      : never
}

export type Contract<F extends Fields = Fields> = {
  fields: F
  rules: { [K in keyof F]: FieldRule }
  schema: TObject<Properties<F>>
  // Field messages in the fields' order (what a form shows).
  validate(values: FormValues): FieldErrors
  // The cleaned value, or a ValidationError carrying the first message and all of them.
  parse(values: unknown): Static<TObject<Properties<F>>>
}

export type ContractValue<C extends { schema: TSchema }> = Static<C['schema']>

// Request bodies that must be checked by their contract, found by the API's validator compiler.
const contracts = new WeakMap<object, Contract>()

export function contractOf(schema: unknown): Contract | undefined {
  return typeof schema === 'object' && schema !== null ? contracts.get(schema) : undefined
}

export const BAD_BODY = 'Data yang dikirim tidak valid'

export function defineContract<F extends Fields>(fields: F, options: { example?: object } = {}): Contract<F> {
  const rules = Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.rule])) as {
    [K in keyof F]: FieldRule
  }
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, f]) => [name, f.required ? f.schema : Type.Optional(f.schema)]),
  ) as Properties<F>
  const schema = Type.Object(properties, {
    additionalProperties: false,
    ...(options.example ? { examples: [options.example] } : {}),
  })
  const contract: Contract<F> = {
    fields,
    rules,
    schema,
    validate: (values) => validate(rules, values),
    parse(values) {
      if (values === null || typeof values !== 'object' || Array.isArray(values)) {
        throw new ValidationError(BAD_BODY)
      }
      const errors = validate(rules, values as FormValues)
      const first = Object.values(errors)[0]
      if (first !== undefined) throw new ValidationError(first, errors)
      const result: Record<string, unknown> = {}
      for (const [name, rule] of Object.entries(rules)) {
        const value = normaliseField(rule, (values as FormValues)[name])
        if (value !== undefined) result[name] = value
      }
      return result as Static<TObject<Properties<F>>>
    },
  }
  contracts.set(schema, contract as unknown as Contract)
  return contract
}
