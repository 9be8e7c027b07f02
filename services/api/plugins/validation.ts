import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { contractOf } from '../../core/contract.ts'

// One check per request body: a body whose schema comes from a module's contract is checked and
// cleaned by that contract alone (the Indonesian messages the SPA shows too), and the handler
// receives the cleaned value, typed by the TypeBox type provider. Paths and queries are checked
// by their TypeBox schemas, with text converted to numbers where the schema says so.
export default fp(async function validation(app: FastifyInstance) {
  app.setValidatorCompiler((route) => {
    const contract = route.httpPart === 'body' ? contractOf(route.schema) : undefined
    if (contract === undefined) return TypeBoxValidatorCompiler(route)
    return (body: unknown) => {
      try {
        return { value: contract.parse(body) }
      } catch (error) {
        return { error: error as Error }
      }
    }
  })
})
