import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isPoolExhausted } from '../../core/database.ts'
import { AppError, STALE_VERSION } from '../../core/errors.ts'
import { nameRequest } from '../request-id.ts'

// Indonesian texts for client faults that Fastify or its plugins raise with English messages.
const CLIENT_FAULTS: Record<number, string> = {
  400: 'Permintaan tidak valid',
  401: 'Sesi Anda tidak valid atau telah berakhir, silakan login kembali',
  403: 'Anda tidak memiliki akses untuk tindakan ini',
  404: 'Data tidak ditemukan',
  405: 'Metode tidak diizinkan',
  406: 'Format jawaban tidak didukung',
  408: 'Waktu permintaan habis',
  409: STALE_VERSION,
  413: 'Ukuran data terlalu besar',
  414: 'Alamat terlalu panjang',
  415: 'Format data tidak didukung',
  429: 'Terlalu banyak permintaan, silakan coba lagi nanti',
  431: 'Header permintaan terlalu besar',
}

export const SERVER_FAULT = 'Terjadi kesalahan pada server, silakan coba lagi'
export const SERVER_BUSY = 'Server sedang sibuk, silakan coba lagi sebentar lagi'
export const SHUTTING_DOWN = 'Server sedang dimulai ulang, silakan coba lagi sebentar lagi'

export function errorBody(errMessage: string) {
  return { status: 'gagal' as const, errMessage }
}

// Node answers a request it could not parse (a malformed chunk size, a bad header line) on the
// socket itself, before Fastify sees it. Fastify's default writes its own English body; this one
// writes the contract's envelope and logs nothing above debug: it is the client's fault.
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  this.log.debug({ err: error }, 'client error before routing')
  if (socket.writable) {
    const body = JSON.stringify(errorBody(CLIENT_FAULTS[status]!))
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}

// Errors the router raises before any route or hook runs (a path that is not valid percent
// encoding, a parameter longer than maxParamLength): Fastify's default writes its own body, and no
// onRequest callback has set the security headers, so they are set here (plugins/security.ts).
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode === 414 ? 414 : 400
  reply.headers(request.server.securityHeadersFor(request.url))
  nameRequest(request, reply)
  request.log.info({ code: error.code }, 'client error before routing')
  reply.status(status).send(errorBody(status === 414 ? CLIENT_FAULTS[414]! : 'Alamat tidak valid'))
}

// Fastify's own 503 during close (return503OnClosing) has its own body; the app turns that off
// and answers here instead, from the moment close() begins until the last request is done.
// Returns the check for the security headers' callback (plugins/security.ts): true when it
// answered. Not a hook of its own: each hook is a step of Fastify's hook runner on every request
// (docs/benchmarks.md, "Cost per request").
export function refuseWhileClosing(
  app: FastifyInstance,
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  return (request, reply) => {
    if (!closing) return false
    request.log.info('request refused: shutting down')
    nameRequest(request, reply)
    reply.status(503).header('connection', 'close').header('retry-after', '5').send(errorBody(SHUTTING_DOWN))
    return true
  }
}

// One place that turns every thrown error into the contract's error body. A 5xx answer never
// carries the error's own text (it may hold SQL or a stack); that stays in the log.
// An answer that failed before its route set the security headers (only a route with
// `ownHeaders` can) gets them here, with its request id unless a shared cache may keep it: the
// headers the callback every other route runs would have set (plugins/security.ts, ADR 0025).
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!reply.hasHeader('x-content-type-options')) {
      reply.headers(app.securityHeadersFor(request.url))
      if (!request.routeOptions.config?.sharedCache) nameRequest(request, reply)
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed')
      return reply.status(error.statusCode).send(errorBody(error.message))
    }
    if (error.validation) {
      request.log.info({ validation: error.validation }, 'request failed schema validation')
      return reply.status(400).send(errorBody('Data yang dikirim tidak valid'))
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error')
      return reply.status(status).send(errorBody(CLIENT_FAULTS[status] ?? CLIENT_FAULTS[400]!))
    }
    if (isPoolExhausted(error)) {
      // Overload, not a bug: every database connection stayed busy past the pool's wait. The
      // client may retry; the log says so at warn so a sustained overload is still seen.
      request.log.warn({ err: error }, 'database pool exhausted')
      return reply.status(503).header('retry-after', '5').send(errorBody(SERVER_BUSY))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send(errorBody(SERVER_FAULT))
  })

  // A path no route has runs the security headers' callback (plugins/security.ts) as its only
  // onRequest hook, before its body is read, as every route without `ownHeaders` does: set from
  // a context of its own, so no route runs it as an app-wide hook (ADR 0025).
  await app.register(async function unrouted(scope) {
    scope.addHook('onRequest', (request, reply, done) => app.secureRequest(request, reply, done))
    scope.setNotFoundHandler((request, reply) => {
      nameRequest(request, reply)
      reply
        .status(404)
        .send(errorBody(`Alamat ${request.method} ${request.url.split('?')[0]} tidak ditemukan`))
    })
  })
})
