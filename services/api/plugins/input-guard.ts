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
export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
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
