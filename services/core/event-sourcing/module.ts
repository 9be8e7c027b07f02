import type { Db } from '../database.ts'
import type { Projection } from '../event-store/types.ts'
import { type Grants, mergeGrants } from '../permissions.ts'
import { type EventCatalogue, type EventDefinition, eventCatalogue } from './events.ts'

// What a business module gives the processes that host it. Routes are not here: only the API
// imports Fastify, so a module's routes have their own line in services/api/routes/index.ts.
export type ModuleDefinition = {
  name: string
  events: readonly EventDefinition[]
  projections: readonly Projection[]
  // The permissions the module grants to roles (its browser-safe permissions.ts).
  grants?: Grants
  // Demo records for `npm start` outside production; inserts only what is missing and answers
  // how many it added. Modules are seeded in the module list's order.
  demoSeed?: (db: Db) => Promise<number>
}

export type EventKit = { events: EventCatalogue; projections: Projection[]; grants: Grants }

// Checked at every start (API, worker, CLI): event names unique across modules, projection names
// unique, and every event a projection reads declared by some module.
export function composeModules(modules: readonly ModuleDefinition[]): EventKit {
  const events = eventCatalogue(modules)
  const projections = modules.flatMap((module) => module.projections)
  const names = new Set<string>()
  for (const projection of projections) {
    if (names.has(projection.name)) throw new Error(`projection name ${projection.name} is used twice`)
    names.add(projection.name)
    for (const type of projection.eventTypes) {
      if (!events.has(type)) {
        throw new Error(`projection ${projection.name} reads event ${type}, which no module declares`)
      }
    }
  }
  return { events, projections, grants: mergeGrants(modules.map((module) => module.grants ?? {})) }
}
