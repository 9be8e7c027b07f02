import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Actor } from '../../core/access.ts'
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../core/errors.ts'
import { type Grants, isPermission, type Permission, type Scope, scopeOf } from '../../core/permissions.ts'
import { IDENTITY_MESSAGES } from '../../modules/identity/index.ts'

// Who may call a route: 'public' (anyone), 'authenticated' (any signed-in user) or a permission
// `action:entity:own|any` (see core/permissions.ts). Every /api route must declare one.
export type Access = 'public' | 'authenticated' | Permission

// Whether the signed-in caller owns the record the request names; needed by every route whose
// permission is `…:own`. A record the caller does not own answers 404, as a missing one would.
export type OwnerCheck = (request: FastifyRequest, actor: Actor) => boolean | Promise<boolean>

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
    owner?: OwnerCheck
    // The 404 text for a record the caller does not own (the entity's own "not found" text).
    notFound?: string
    // The answer may be kept by a shared cache (CDN) for many visitors: no per-request headers.
    sharedCache?: boolean
    // Open to an admin who must set up two-step sign-in before anything else (ADR 0060): the
    // set-up itself, the profile, the sessions and logout.
    duringTwoStepSetup?: boolean
  }
  interface FastifyRequest {
    actor: Actor | null
    // 'own' when the caller reached the route through an own-scope grant.
    scope: Scope | null
  }
  interface FastifyInstance {
    // Every /api route with the access it declared, for the tests that walk the route table.
    accessTable(): readonly AccessEntry[]
  }
}

export type AccessEntry = { method: string; url: string; access: Access }

function isAccess(value: unknown): value is Access {
  return value === 'public' || value === 'authenticated' || isPermission(value)
}

// A caller who reached the route through an own-scope grant must own the record it names.
function ownerCheck(owner: OwnerCheck, notFound: string | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.scope !== 'own') return
    if (!(await owner(request, request.actor!))) throw new NotFoundError(notFound)
  }
}

export type ActorResolver = (request: FastifyRequest) => Promise<Actor | null>

// Every /api route must say who may call it, and a route open to "own" records must say how
// ownership is checked. Either missing stops the server from starting, so a forgotten declaration
// can never ship as an open door.
export default fp(
  async function access(app: FastifyInstance, options: { resolveActor: ActorResolver; grants: Grants }) {
    app.decorateRequest('actor', null)
    app.decorateRequest('scope', null)
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
      const config = route.config as { access?: unknown; owner?: unknown } | undefined
      const declared = config?.access
      if (declared === undefined) {
        throw new Error(`route ${route.method} ${route.url} declares no access (config.access)`)
      }
      if (!isAccess(declared)) {
        throw new Error(
          `route ${route.method} ${route.url} declares an invalid access: ${JSON.stringify(declared)}`,
        )
      }
      if (declared.endsWith(':own') && typeof config?.owner !== 'function') {
        throw new Error(`route ${route.method} ${route.url} allows own records but declares no owner check`)
      }
      // onRequest, before the body is parsed or validated: a caller without the right gets 401/403
      // and learns nothing from validation messages. Attached to the route itself, first among its
      // onRequest hooks, so a public call (most traffic) runs no check at all (docs/benchmarks.md,
      // "Cost per request").
      if (declared !== 'public') {
        const duringSetup = (config as { duringTwoStepSetup?: unknown }).duringTwoStepSetup === true
        route.onRequest = [checkAccess(declared, duringSetup), ...[route.onRequest ?? []].flat()]
      }
      // The one place "own" is checked, once the path and body are parsed; only these routes pay for it.
      if (declared.endsWith(':own')) {
        const { owner, notFound } = config as { owner: OwnerCheck; notFound?: string }
        route.preHandler = [...[route.preHandler ?? []].flat(), ownerCheck(owner, notFound)]
      }
      for (const method of [route.method].flat()) table.push({ method, url: route.url, access: declared })
    })

    function checkAccess(declared: Exclude<Access, 'public'>, duringSetup: boolean): onRequestHookHandler {
      return (request, _reply, done) => {
        options.resolveActor(request).then((actor) => {
          if (actor === null) return done(new UnauthorizedError())
          if (actor.mustSetUpTwoStep && !duringSetup) {
            return done(new ForbiddenError(IDENTITY_MESSAGES.twoStepSetupRequired))
          }
          request.actor = actor
          if (declared === 'authenticated') return done()
          const scope = scopeOf(options.grants, actor.role, declared)
          if (scope === null) return done(new ForbiddenError())
          request.scope = scope
          done()
        }, done)
      }
    }
  },
  { name: 'access' },
)
