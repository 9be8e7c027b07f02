import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { defineModuleHttp, errorAnswers, success, successBody } from '../../../http-kit/index.ts'
import { ATTENTION_DAYS, ATTENTION_EXAMPLE, AttentionRecord, attentionToday } from '../index.ts'

// GET /api/beranda/perhatian: the admin home's "needs attention" (admin only).
export default defineModuleHttp(async (app, deps) => {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/beranda/perhatian',
    {
      config: { access: 'read:beranda:any' },
      schema: {
        tags: ['beranda'],
        summary: `Yang perlu perhatian hari ini: sertifikat berakhir dalam ${ATTENTION_DAYS} hari, kunjungan hari ini, tagihan terlambat dan totalnya`,
        response: {
          200: successBody(AttentionRecord, { data: ATTENTION_EXAMPLE }),
          ...errorAnswers(401, 403),
        },
      },
    },
    async (_request, reply) => {
      // About today and about money owed: never kept by a cache.
      reply.header('cache-control', 'no-store')
      return success(await attentionToday(deps.db))
    },
  )
})
