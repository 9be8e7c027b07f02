import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type Access, type Actor, allows, isRole } from '../../core/access.ts'
import { ForbiddenError, UnauthorizedError } from '../../core/errors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    actor: Actor | null
  }
  interface FastifyInstance {
    // Every /api route with the access it declared, for the tests that walk the route table.
    accessTable(): readonly AccessEntry[]
  }
}

export type AccessEntry = { method: string; url: string; access: Access }

function isAccess(value: unknown): value is Access {
  if (value === 'public' || value === 'authenticated') return true
  return Array.isArray(value) && value.length > 0 && value.every(isRole)
}

export type ActorResolver = (request: FastifyRequest) => Promise<Actor | null>

// Every /api route must say who may call it. A route without `config.access` stops the server
// from starting, so a forgotten declaration can never ship as an open door.
export default fp(
  async function access(app: FastifyInstance, options: { resolveActor: ActorResolver }) {
    app.decorateRequest('actor', null)
    const table: AccessEntry[] = []
    app.decorate('accessTable', () => table)

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return
      // The OpenAPI viewer's own routes (registered by @fastify/swagger-ui) are public documentation.
      if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) {
        route.config = { ...(route.config ?? {}), access: 'public' }
        for (const method of [route.method].flat()) table.push({ method, url: route.url, access: 'public' })
        return
      }
      const declared = (route.config as { access?: unknown } | undefined)?.access
      if (declared === undefined) {
        throw new Error(`route ${route.method} ${route.url} declares no access (config.access)`)
      }
      if (!isAccess(declared)) {
        throw new Error(
          `route ${route.method} ${route.url} declares an invalid access: ${JSON.stringify(declared)}`,
        )
      }
      for (const method of [route.method].flat()) table.push({ method, url: route.url, access: declared })
    })

    // onRequest, before the body is parsed or validated: a caller without the right gets 401/403
    // and learns nothing from validation messages.
    // A callback, not an async hook: public calls (most traffic) pass without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const declared = request.routeOptions.config.access
      if (declared === undefined || declared === 'public') return done()
      options.resolveActor(request).then((actor) => {
        if (actor === null) return done(new UnauthorizedError())
        if (!allows(declared, actor)) return done(new ForbiddenError())
        request.actor = actor
        done()
      }, done)
    })
  },
  { name: 'access' },
)
