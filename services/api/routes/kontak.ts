import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { CONTACT_MESSAGES, contactContract, submitContactRequest } from '../../modules/contact/index.ts'
import type { ApiDeps } from '../deps.ts'
import { eventMetadata } from '../request-context.ts'
import { success, successBody } from '../responses.ts'

export default async function contactRoutes(app: FastifyInstance, deps: ApiDeps) {
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
}
