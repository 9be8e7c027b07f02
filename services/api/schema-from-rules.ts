import type { preValidationHookHandler } from 'fastify'
import { type TSchema, Type } from 'typebox'
import { ValidationError } from '../core/errors.ts'
import { type Rules, validate } from '../core/validation.ts'

// Describes a body for the OpenAPI document from the same rules the SPA and the module check,
// so the published schema cannot drift from what is enforced.
export function schemaFromRules(rules: Rules) {
  const properties: Record<string, TSchema> = {}
  for (const [field, rule] of Object.entries(rules)) {
    const description = rule.label
    let schema: TSchema
    if (rule.type === 'integer')
      schema = Type.Union([Type.Integer({ minimum: rule.min?.value }), Type.String()], { description })
    else if (rule.type === 'date') schema = Type.String({ format: 'date', description })
    else if (rule.oneOf)
      schema = Type.String({
        enum: rule.required ? [...rule.oneOf.values] : [...rule.oneOf.values, ''],
        description,
      })
    else schema = Type.String({ description, ...(rule.maxLength ? { maxLength: rule.maxLength } : {}) })
    properties[field] = rule.required ? schema : Type.Optional(schema)
  }
  return Type.Object(properties, { additionalProperties: false })
}

// Runs before schema validation: trims text fields and answers the rules' own Indonesian message
// (the first broken rule in field order), so AJV only ever sees bodies the rules accept.
export function checkBody(rules: Rules): preValidationHookHandler {
  return async (request) => {
    const body = request.body
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new ValidationError('Data yang dikirim tidak valid')
    }
    const record = body as Record<string, unknown>
    for (const [key, value] of Object.entries(record))
      if (typeof value === 'string') record[key] = value.trim()
    const errors = validate(rules, record)
    const first = Object.values(errors)[0]
    if (first !== undefined) throw new ValidationError(first, errors)
  }
}
