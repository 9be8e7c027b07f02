import type { FastifyRequest } from 'fastify'
import { ValidationError } from '../core/errors.ts'
import { checkIdempotencyKey } from '../core/event-sourcing/idempotency.ts'

export const IDEMPOTENCY_KEY_MISMATCH = 'Kunci idempotensi pada header dan pada data berbeda'

// A command's idempotency key travels as the body's `idempotency_key` (domain-model.md) or the
// `Idempotency-Key` header (the usual HTTP name); both at once must agree.
export function idempotencyKey(request: FastifyRequest, bodyKey: string | undefined): string | undefined {
  const header = request.headers['idempotency-key']
  const fromHeader = checkIdempotencyKey(Array.isArray(header) ? header[0] : header)
  const fromBody = checkIdempotencyKey(bodyKey)
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    throw new ValidationError(IDEMPOTENCY_KEY_MISMATCH)
  }
  return fromBody ?? fromHeader
}
