import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  onSendHookHandler,
  RouteHandlerMethod,
} from 'fastify'
import { type AccessKind, logAccess } from './access-log.ts'

// What every documented route of the kit states: its path, its access, and its OpenAPI tags,
// summary and (when it has one) description.
export type RouteHead = {
  path: string
  config: FastifyContextConfig
  tags: string[]
  summary: string
  description?: string
  // Logged in the access log when answered (a record opened, a list exported, a file downloaded);
  // the kit's reads set it themselves, a module's own read of a person's record states `baca`.
  accessLog?: AccessKind
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
      ...(route.accessLog === undefined ? {} : { onSend: logged(route.path, route.accessLog) }),
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

// The access entry of an answered read, written before the answer leaves (a handler may send it
// itself, a CSV); a refusal or a 202 "not ready yet" logs nothing.
function logged(path: string, kind: AccessKind): onSendHookHandler {
  return async (request, reply, payload) => {
    if (reply.statusCode === 200) await logAccess(request, path, kind)
    return payload
  }
}
