import type { FastifyInstance } from 'fastify'
import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { type ApiDeps, routesOf } from '../../http-kit/module-http.ts'

// Every hosted module's routes (its `http/`), mounted under /api in the module list's order. Each
// route declares its access (see plugins/access.ts).
export async function registerModuleRoutes(
  api: FastifyInstance,
  modules: readonly ModuleDefinition[],
  deps: ApiDeps,
): Promise<void> {
  for (const module of modules) {
    if (module.http === undefined) continue
    const { default: http } = await module.http()
    await api.register(routesOf(http), deps)
  }
}
