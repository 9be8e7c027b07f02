import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'

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

export default async function healthRoutes(app: FastifyInstance, options: { checks: ReadinessChecks }) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operasional'],
        summary: 'Proses hidup',
        response: { 200: Type.Object({ status: Type.Literal('sukses') }) },
      },
    },
    async () => ({ status: 'sukses' as const }),
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
