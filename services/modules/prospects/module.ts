import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { prospectsSeeder } from './demo-seed.ts'
import { prospectEvents } from './events.ts'
import { prospectGrants } from './permissions.ts'
import { prospectsProjection } from './projection.ts'

export const prospectsModule: ModuleDefinition = {
  name: 'prospects',
  events: prospectEvents,
  projections: [prospectsProjection],
  grants: prospectGrants,
  demoSeed: prospectsSeeder.seed,
}
