import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { nameRequest } from '../request-id.ts'

export type ReadinessChecks = Record<string, () => Promise<boolean>>

const CHECK_TIMEOUT_MS = 2000

async function withinTimeout(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([check().catch(() => false), timeout])
  } finally {
    clearTimeout(timer)
  }
}

// The liveness answer never changes: the schema's serialisation of { status: 'sukses' }, written once.
const ALIVE = JSON.stringify({ status: 'sukses' })

export default async function healthRoutes(app: FastifyInstance, options: { checks: ReadinessChecks }) {
  // Probed often (load balancers, uptime checks) and reads nothing of the request: no input guard,
  // and no onRequest step (plugins/input-guard.ts, plugins/security.ts, ADR 0025). Its handler
  // sets the security headers first (and refuses while closing), then names the request, as the
  // callbacks every other route runs would: the same headers in the same order.
  const { api: apiHeaders } = app.securityHeaders
  const secureAnswer = app.secureAnswer
  app.get(
    '/health',
    {
      config: { access: 'public', ownHeaders: true, readsInput: false },
      schema: {
        tags: ['operasional'],
        summary: 'Proses hidup',
        response: { 200: Type.Object({ status: Type.Literal('sukses') }) },
      },
    },
    (request, reply) => {
      if (secureAnswer(request, reply, apiHeaders)) return
      nameRequest(request, reply)
      reply.type('application/json; charset=utf-8').send(ALIVE)
    },
  )

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operasional'],
        summary: 'PostgreSQL dan Redis terjangkau, migrasi diterapkan',
        response: {
          200: Type.Object({ status: Type.String(), checks: Type.Record(Type.String(), Type.Boolean()) }),
          503: Type.Object({ status: Type.String(), checks: Type.Record(Type.String(), Type.Boolean()) }),
        },
      },
    },
    async (_request, reply) => {
      const entries = await Promise.all(
        Object.entries(options.checks).map(
          async ([name, check]) => [name, await withinTimeout(check)] as const,
        ),
      )
      const checks = Object.fromEntries(entries)
      const ready = entries.every(([, ok]) => ok)
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'sukses' : 'gagal', checks })
    },
  )
}
