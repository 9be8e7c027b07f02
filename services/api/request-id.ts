import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'

// A caller's request id is kept only when it looks like one, so it cannot forge log lines.
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
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
