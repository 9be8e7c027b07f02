import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// Headers for every answer (ASVS V3): a strict CSP without inline scripts, no framing, no
// referrer (links may carry access tokens), and no caching of API answers unless a route says so.
export default fp(async function security(app: FastifyInstance, options: { hsts: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  })
  app.addHook('onSend', async (request, reply) => {
    // A route that chose its own caching (the public catalogue) keeps it.
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store')
  })
})
