import type { FastifyInstance, preValidationHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { contractOf } from '../../core/contract.ts'
import { ValidationError } from '../../core/errors.ts'
import { findTextFault } from '../../core/text-rules.ts'

// The shared text rules (services/core/text-rules.ts) for every call, present and future: one
// application-wide hook over the path parameters, the query and the parsed body, before any
// route's own rules or schema. A lone surrogate or a NUL would otherwise reach PostgreSQL and
// answer 500; control and bidi characters would reach logs and email headers. A body with a
// contract is left to it: the contract applies the same rules, naming the field, as its only
// check of the body. Attached to each route when it is registered, where whether its body has a
// contract is known once, rather than read from the route's options on every request; a
// callback, not an async hook: it runs on every request.
//
// A route that reads no input at all (no path parameter, no query, no body: `readsInput: false`)
// gets no guard: nothing of the request can reach PostgreSQL, a log or an email through it, and
// it then runs no preValidation step (the public catalogue and health, see ADR 0025). The
// declaration is checked here: a route with a path parameter, a query or body schema, or a method
// other than GET that claims it stops the server from starting.
declare module 'fastify' {
  interface FastifyContextConfig {
    readsInput?: boolean
  }
}

export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.config?.readsInput === false) {
      const schema = route.schema ?? {}
      const bodyless = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD')
      if (!bodyless || /[:*]/.test(route.url) || schema.params || schema.querystring || schema.body) {
        throw new Error(`route ${route.method} ${route.url} reads input but declares readsInput: false`)
      }
      return
    }
    const bodyHasContract = contractOf(route.schema?.body) !== undefined
    const guard: preValidationHookHandler = (request, _reply, done) => {
      const fault =
        findTextFault(request.params) ??
        findTextFault(request.query) ??
        (bodyHasContract ? undefined : findTextFault(request.body))
      done(fault === undefined ? undefined : new ValidationError(fault))
    }
    route.preValidation = [guard, ...[route.preValidation ?? []].flat()]
  })
})
