import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'

// A caller's request id is kept only when it looks like one, so it cannot forge log lines.
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

// Our own ids are UUID-shaped: a random UUID drawn once per process, whose last 12 hex digits
// count the requests. Unique across processes (the 74 random bits of the rest) and within one
// (2^48 requests), as a fresh randomUUID per request was, for a fraction of its cost: that drew
// and formatted random bytes on every request, the catalogue's included, which never shows its id
// (ADR 0024). An id is a label for logs and the audit trail, not a secret: a caller may choose
// its own.
const processPrefix = randomUUID().slice(0, 24)
let counter = 0

export function newRequestId(): string {
  counter = (counter + 1) % 0x1000000000000
  return processPrefix + counter.toString(16).padStart(12, '0')
}

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : newRequestId()
}

// The answer names the request, so a user reporting a problem can quote the line in the log.
export function nameRequest(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id)
}

// A plain callback, not an async hook (see app.ts).
export const sendRequestId: onRequestHookHandler = (request, reply, done) => {
  nameRequest(request, reply)
  done()
}
