import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { defineModuleHttp, eventMetadata, success, successBody } from '../../../http-kit/index.ts'
import { CONTACT_MESSAGES, contactContract, submitContactRequest } from '../index.ts'

// POST /api/kontak: public and rate-limited per client address; stored before the visitor is told
// it was sent, emailed by the worker.
export default defineModuleHttp(async (app, deps) => {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/kontak',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: deps.config.contactRateLimit.max,
          timeWindow: deps.config.contactRateLimit.windowMinutes * 60_000,
        },
      },
      schema: {
        tags: ['kontak'],
        summary: 'Kirim permintaan kontak dari pengunjung',
        body: contactContract.schema,
        response: {
          201: successBody(Type.Object({ id: Type.String({ format: 'uuid' }) }), {
            message: CONTACT_MESSAGES.success,
            data: { id: '5f0c8a52-3f4e-4d0b-9a63-2f1c7e9b6d41' },
          }),
        },
      },
    },
    async (request, reply) => {
      const result = await submitContactRequest(deps, request.body, eventMetadata(request))
      return reply.status(201).send(success(result, CONTACT_MESSAGES.success))
    },
  )
})
