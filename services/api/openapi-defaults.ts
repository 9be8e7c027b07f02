import type { RouteOptions } from 'fastify'
import { ERRORS } from '../http-kit/error-answers.ts'

// What every documented operation must carry for a client to be generated from the document,
// filled in from what the route already declares so no route repeats it: an operationId from the
// method and path, its security (an empty list for public calls), and its error answers in the
// contract's envelope. A route may state any of them itself; its own wins.

const word = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const camel = (text: string) => text.split(/[_-]/).map(word).join('')

// GET /api/katalog_harga/getData/:id -> getKatalogHargaGetDataById
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
  const names = segments.filter((segment) => !segment.startsWith(':')).map(camel)
  const params = segments.filter((segment) => segment.startsWith(':')).map((s) => camel(s.slice(1)))
  return `${method.toLowerCase()}${names.join('')}${params.length ? `By${params.join('And')}` : ''}`
}

type Schema = NonNullable<RouteOptions['schema']> & {
  operationId?: string
  security?: unknown[]
  response?: Record<string | number, unknown>
}

export function withOpenApiDefaults(route: RouteOptions): void {
  const method = [route.method].flat()[0]!
  const schema = (route.schema ?? {}) as Schema
  const access = route.config?.access
  schema.operationId ??= operationIdOf(method, route.url)
  schema.security ??= access === 'public' ? [] : [{ bearer: [] }]
  const errors: Partial<Record<keyof typeof ERRORS, unknown>> = { 500: ERRORS[500] }
  if (schema.body || schema.querystring || schema.params) errors[400] = ERRORS[400]
  if (schema.params) errors[404] = ERRORS[404]
  if (access !== undefined && access !== 'public') errors[401] = ERRORS[401]
  if (access !== undefined && access !== 'public' && access !== 'authenticated') errors[403] = ERRORS[403]
  if (route.config && 'rateLimit' in route.config) errors[429] = ERRORS[429]
  schema.response = { ...errors, ...(schema.response ?? {}) }
  route.schema = schema
}

// Start-up check: two operations with one operationId would collide in a generated client.
export function operationIdRegistry() {
  const seen = new Map<string, string>()
  return (route: RouteOptions) => {
    const id = (route.schema as Schema | undefined)?.operationId
    const method = [route.method].flat()[0]!
    if (id === undefined || method === 'HEAD') return
    const where = `${method} ${route.url}`
    const previous = seen.get(id)
    if (previous !== undefined && previous !== where) {
      throw new Error(`operationId ${id} is used by ${previous} and ${where}`)
    }
    seen.set(id, where)
  }
}
