import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { operationIdRegistry, withOpenApiDefaults } from '../openapi-defaults.ts'

// The API's own tag; every module brings its tags (ModuleDefinition.openApiTags).
const OPERATIONS_TAG = { name: 'operasional', description: 'Kesehatan dan kesiapan layanan' }

// The OpenAPI document is generated from the route schemas: /api/docs/json and a viewer at /api/docs.
export default fp(async function docs(
  app: FastifyInstance,
  options: { publicUrl: string; modules: readonly ModuleDefinition[] },
) {
  const checkOperationId = operationIdRegistry()
  // Registered before @fastify/swagger, whose own onRoute hook then sees the completed schema.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return
    withOpenApiDefaults(route)
    checkOperationId(route)
  })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TTSG Pest Control API',
        version: '1.0.0',
        description: 'API situs web dan back-office TTSG Pest Control',
        license: { name: 'Proprietary', url: `${options.publicUrl}/` },
      },
      // Relative: the API is served by the same origin as the document (api-contract.md).
      servers: [{ url: '/', description: 'Server yang menyajikan dokumen ini' }],
      tags: [...options.modules.flatMap((module) => module.openApiTags ?? []), OPERATIONS_TAG],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
    uiHooks: {},
  })
})
