import type { FastifyRequest } from 'fastify'
import type { Caller } from '../core/event-sourcing/idempotency.ts'
import type { EventMetadata } from '../core/tables.ts'
import { idempotencyKey } from './idempotency.ts'

// Who did it and in which request: stored with every event for the audit trail.
export function eventMetadata(request: FastifyRequest): EventMetadata {
  return { userId: request.actor?.userId ?? null, role: request.actor?.role ?? null, requestId: request.id }
}

// The caller of a command that takes an idempotency key (body `idempotency_key` or the header).
export function callerOf(request: FastifyRequest, bodyKey?: string): Caller {
  return {
    metadata: eventMetadata(request),
    actor: request.actor!.userId,
    idempotencyKey: idempotencyKey(request, bodyKey),
  }
}
