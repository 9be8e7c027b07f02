import type { FastifyRequest } from 'fastify'
import { UnauthorizedError } from '../core/errors.ts'

// The session each authenticated request was resolved in (logout and password change need it).
// The API's authentication remembers it here, so a module's routes read it from the kit without
// the kit knowing the identity module that resolves tokens.
const sessions = new WeakMap<FastifyRequest, string>()

export function rememberSession(request: FastifyRequest, sessionId: string): void {
  sessions.set(request, sessionId)
}

export function currentSessionId(request: FastifyRequest): string {
  const sessionId = sessions.get(request)
  if (sessionId === undefined) throw new UnauthorizedError()
  return sessionId
}
