import Fastify, { type FastifyInstance } from 'fastify'

// The floor every HTTP figure is compared with: Fastify with no plugin and no hook, answering the
// product's paths. The catalogue is the product's own answer (same bytes), sent as prepared text,
// the cheapest a Fastify route can do. `extraHeaders` makes it the catalogue's baseline
// (bench/same-answer.ts, ADR 0029): the same floor sending the product's headers too.
export function bareApp(catalogue: string, extraHeaders: Record<string, string> = {}): FastifyInstance {
  const app = Fastify({ logger: false })
  const type = 'application/json; charset=utf-8'
  const headers = Object.freeze({ ...extraHeaders, 'content-type': type })
  app.get('/api/health', async () => ({ status: 'sukses' }))
  app.get(
    '/api/katalog_harga/getData',
    Object.keys(extraHeaders).length === 0
      ? async (_request, reply) => reply.type(type).send(catalogue)
      : async (_request, reply) => reply.headers(headers).send(catalogue),
  )
  return app
}
