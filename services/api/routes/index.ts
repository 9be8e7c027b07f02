import type { FastifyInstance } from 'fastify'
import type { ApiDeps } from '../deps.ts'
import kontakRoutes from './kontak.ts'

// Every module's routes, mounted under /api. Each route declares its access (see plugins/access.ts).
export async function registerApiRoutes(api: FastifyInstance, deps: ApiDeps): Promise<void> {
  await api.register(kontakRoutes, deps)
}
