import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type Access, type Actor, allows } from '../../core/access.ts'
import { ForbiddenError, UnauthorizedError } from '../../core/errors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    actor: Actor | null
  }
}

export type ActorResolver = (request: FastifyRequest) => Promise<Actor | null>

// Every /api route must say who may call it. A route without `config.access` stops the server
// from starting, so a forgotten declaration can never ship as an open door.
export default fp(
  async function access(app: FastifyInstance, options: { resolveActor: ActorResolver }) {
    app.decorateRequest('actor', null)

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return
      // The OpenAPI viewer's own routes (registered by @fastify/swagger-ui) are public documentation.
      if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) {
        route.config = { ...(route.config ?? {}), access: 'public' }
        return
      }
      const declared = (route.config as { access?: Access } | undefined)?.access
      if (declared === undefined) {
        throw new Error(`route ${route.method} ${route.url} declares no access (config.access)`)
      }
    })

    app.addHook('preHandler', async (request) => {
      const declared = request.routeOptions.config.access
      if (declared === undefined || declared === 'public') return
      const actor = await options.resolveActor(request)
      if (actor === null) throw new UnauthorizedError()
      if (!allows(declared, actor)) throw new ForbiddenError()
      request.actor = actor
    })
  },
  { name: 'access' },
)
