import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { catalogueSeeder } from './demo-seed.ts'
import { catalogueGrants } from './permissions.ts'

// Stored state (no events): the admin edits prices in place; history is not asked for.
export const catalogueModule: ModuleDefinition = {
  name: 'catalogue',
  events: [],
  projections: [],
  grants: catalogueGrants,
  demoSeed: catalogueSeeder.seed,
}
