import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { contractOf } from '../../core/contract.ts'
import { ValidationError } from '../../core/errors.ts'
import { findTextFault } from '../../core/text-rules.ts'

// The shared text rules (services/core/text-rules.ts) for every call, present and future: one
// application-wide hook over the path parameters, the query and the parsed body, before any
// route's own rules or schema. A lone surrogate or a NUL would otherwise reach PostgreSQL and
// answer 500; control and bidi characters would reach logs and email headers. A body with a
// contract is left to it: the contract applies the same rules, naming the field, as its only
// check of the body. A callback, not an async hook: it runs on every request.
export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const body = contractOf(request.routeOptions.schema?.body) ? undefined : request.body
    const fault = findTextFault(request.params) ?? findTextFault(request.query) ?? findTextFault(body)
    done(fault === undefined ? undefined : new ValidationError(fault))
  })
})
