import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import type { AnswerHeaders } from '../../http-kit/index.ts'

// Headers for every answer (ASVS V3): a strict CSP without inline scripts, no framing, no
// referrer (links may carry access tokens), and no caching of API answers unless a route says so.
// Pages (the SPA, its files, the OpenAPI viewer) get helmet's full set; JSON answers of the API
// get the headers that protect a non-document answer, with a CSP stricter than the pages' (no
// source at all), and without the ones only a rendered page uses (ADR 0007).
export function securityOptions(hsts: boolean): Readonly<HelmetOptions> {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        // blob: the upload dialogs preview the file the admin chose or the one kept (object URLs
        // the page makes itself from what it read through /api).
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        // The technician area's service worker (/sw.js, ADR 0040) and the PDF viewer's worker:
        // same-origin scripts only, never a blob: or data: worker. Said outright rather than left
        // to the script-src fallback, so loosening script-src later does not loosen workers too.
        'worker-src': ["'self'"],
        // The areas' web app manifests (/pelanggan.webmanifest, /teknisi.webmanifest).
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  }
}

export function apiSecurityOptions(hsts: boolean): Readonly<HelmetOptions> {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // Read by browsers only for a rendered document (or, for the last three, by IE and Flash).
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }
}

// JSON answers of the API; the OpenAPI viewer under /api/docs is a page.
export const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs')

// Helmet's headers depend only on its options here (no per-request CSP nonce), so they are worked
// out once at start by running helmet against a recording response, then copied onto every reply:
// the same headers helmet would write, without rebuilding its middleware on each request (which
// @fastify/helmet does; see docs/benchmarks.md, "Cost per request").
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error
  })
  if (failure) throw failure
  return headers
}

declare module 'fastify' {
  interface FastifyContextConfig {
    // The route's handler sets the security headers itself, first thing, through
    // `app.secureAnswer` (which also refuses while closing): the route runs no onRequest hook for
    // them (ADR 0025).
    ownHeaders?: boolean
  }
  interface FastifyInstance {
    // The frozen header sets, one per kind of answer (ADR 0007).
    securityHeaders: { api: AnswerHeaders; docs: AnswerHeaders; page: AnswerHeaders }
    // The set for an answer to this URL.
    securityHeadersFor(url: string): AnswerHeaders
    // Sets `headers` (the security headers, possibly with the route's own) on the reply, then
    // refuses the request while the API shuts down: true when it answered (the caller stops there).
    secureAnswer(request: FastifyRequest, reply: FastifyReply, headers: AnswerHeaders): boolean
    // The onRequest callback doing the same for a route that does not set its own headers; app.ts
    // attaches it first to every route without `ownHeaders`.
    secureRequest: onRequestHookHandler
  }
}

// The security headers (one frozen object per kind of answer, copied by one reply.headers call)
// and the refusal while shutting down (`refuse`, from the error handler), in one callback rather
// than one per concern: each hook is a step of Fastify's hook runner (docs/benchmarks.md, "Cost
// per request"). Not an app-wide hook: app.ts attaches it to each route, so a route that sets the
// same headers itself (`ownHeaders`: the public catalogue, health) runs no onRequest hook at all;
// the not-found handler and the error handler (plugins/error-handler.ts) set them on the answers
// that have no route or that failed before their route set them (ADR 0025).
export default fp(async function security(
  app: FastifyInstance,
  options: { hsts: boolean; refuse?: (request: FastifyRequest, reply: FastifyReply) => boolean },
) {
  const pageHeaders = Object.freeze(helmetHeaders(securityOptions(options.hsts)))
  // Nothing under /api is cached unless its route says otherwise: a route that chooses its own
  // caching (the public catalogue) sets cache-control, which replaces this default.
  const apiHeaders = Object.freeze({
    ...helmetHeaders(apiSecurityOptions(options.hsts)),
    'cache-control': 'no-store',
  })
  const docsHeaders = Object.freeze({ ...pageHeaders, 'cache-control': 'no-store' })
  const refuse = options.refuse ?? (() => false)
  const headersFor = (url: string): AnswerHeaders =>
    isApiAnswer(url) ? apiHeaders : url.startsWith('/api') ? docsHeaders : pageHeaders
  const secureAnswer = (request: FastifyRequest, reply: FastifyReply, headers: AnswerHeaders): boolean => {
    reply.headers(headers)
    return refuse(request, reply)
  }
  const secureRequest: onRequestHookHandler = (request, reply, done) => {
    if (!secureAnswer(request, reply, headersFor(request.url))) done()
  }
  app.decorate('securityHeaders', Object.freeze({ api: apiHeaders, docs: docsHeaders, page: pageHeaders }))
  app.decorate('securityHeadersFor', headersFor)
  app.decorate('secureAnswer', secureAnswer)
  app.decorate('secureRequest', secureRequest)
})
