import type { FastifyRequest } from 'fastify'
import type { EventMetadata } from '../core/tables.ts'

// Who did it and in which request: stored with every event for the audit trail.
export function eventMetadata(request: FastifyRequest): EventMetadata {
  return { userId: request.actor?.userId ?? null, role: request.actor?.role ?? null, requestId: request.id }
}
