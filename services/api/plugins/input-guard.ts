import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ValidationError } from '../../core/errors.ts'

const MAX_DEPTH = 20

// PostgreSQL cannot store a NUL character in text and answers with an error that would surface
// as a 500; a client's NUL is a client fault, refused here for every route, body, query and path.
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false
  if (Buffer.isBuffer(value)) return false
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1))
}

export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      return done(new ValidationError('Data mengandung karakter yang tidak diizinkan'))
    }
    done()
  })
})
