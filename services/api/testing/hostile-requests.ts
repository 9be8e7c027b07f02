import type { FastifyInstance } from 'fastify'
import { FIELD_VALUES } from './hostile-corpus.ts'

// The route table as the OpenAPI document publishes it, and requests built from it: a route
// added tomorrow is attacked the day it is added, with no test code of its own.

type Schema = { type?: string; enum?: unknown[]; anyOf?: Schema[]; properties?: Record<string, Schema> }
export type Route = { method: string; path: string; body?: Schema }
export type HostileRequest = { method: string; url: string; payload?: string; type?: string; label: string }

// Limits lifted so the corpus reaches every route's own checks instead of a 429.
export const HOSTILE_ENV = {
  CONTACT_RATE_LIMIT_MAX: '1000000',
  LOGIN_FAILURE_DELAY_MS: '0',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
  LOGIN_MAX_FAILURES_PER_USER: '1000000',
}

export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export async function routeTable(app: FastifyInstance): Promise<Route[]> {
  const document = (await app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>
  }
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  )
}

export const concrete = (path: string, value = '1') => path.replace(/\{[^}]+\}/g, value)

// A plausible value per field, so the hostile one is the only thing wrong with the body.
function plausible(name: string, schema: Schema): unknown {
  if (schema.enum) return schema.enum[0]
  if (schema.type === 'integer' || schema.anyOf?.some((option) => option.type === 'integer')) return 1
  if (name.includes('email')) return 'uji@example.id'
  if (name.includes('telp')) return '081234567890'
  if (name.includes('password')) return 'SandiUji#12345'
  return 'Uji Coba'
}

// Every hostile field value in every field of the route's body, one at a time.
export function fieldRequests(route: Route): HostileRequest[] {
  const properties = Object.entries(route.body?.properties ?? {})
  const base = Object.fromEntries(properties.map(([name, schema]) => [name, plausible(name, schema)]))
  return properties.flatMap(([name]) =>
    FIELD_VALUES.map((value, index) => ({
      method: route.method,
      url: concrete(route.path),
      payload: JSON.stringify({ ...base, [name]: value }),
      label: `${route.method} ${route.path} ${name}#${index}`,
    })),
  )
}
