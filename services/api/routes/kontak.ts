import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { CONTACT_MESSAGES, contactRules, submitContactRequest } from '../../modules/contact/index.ts'
import type { ApiDeps } from '../deps.ts'
import { eventMetadata } from '../request-context.ts'
import { errorResponses, success, successBody } from '../responses.ts'
import { checkBody, schemaFromRules } from '../schema-from-rules.ts'

export default async function kontakRoutes(app: FastifyInstance, deps: ApiDeps) {
  app.post(
    '/kontak',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: deps.config.contactRateLimit.max,
          timeWindow: deps.config.contactRateLimit.windowMinutes * 60_000,
        },
      },
      preValidation: checkBody(contactRules),
      schema: {
        tags: ['kontak'],
        summary: 'Kirim permintaan kontak dari pengunjung',
        body: schemaFromRules(contactRules),
        response: {
          201: successBody(Type.Object({ id: Type.String({ format: 'uuid' }) })),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const result = await submitContactRequest(
        deps,
        request.body as Record<string, unknown>,
        eventMetadata(request),
      )
      return reply.status(201).send(success(result, CONTACT_MESSAGES.success))
    },
  )
}
