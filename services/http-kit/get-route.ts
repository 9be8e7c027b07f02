import type { FastifyContextConfig, FastifyInstance, FastifySchema, RouteHandlerMethod } from 'fastify'

// What every documented route of the kit states: its path, its access, and its OpenAPI tags,
// summary and (when it has one) description.
export type RouteHead = {
  path: string
  config: FastifyContextConfig
  tags: string[]
  summary: string
  description?: string
}

// A GET of the kit (a list, an export, a record, its history, a download): the head as every
// route states it, the rest of the schema (params, query, answers) and the handler from its kind.
export function registerGet(
  app: FastifyInstance,
  route: RouteHead,
  schema: FastifySchema,
  handler: RouteHandlerMethod,
): void {
  app.get(
    route.path,
    {
      config: route.config,
      schema: {
        tags: route.tags,
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        ...schema,
      },
    },
    handler,
  )
}
