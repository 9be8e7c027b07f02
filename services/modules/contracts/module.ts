import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { contractsSeeder } from './demo-seed.ts'
import { contractEvents } from './events.ts'
import { contractGrants } from './permissions.ts'
import { contractsProjection } from './projection.ts'

export const contractsModule: ModuleDefinition = {
  name: 'contracts',
  events: contractEvents,
  projections: [contractsProjection],
  grants: contractGrants,
  demoSeed: contractsSeeder.seed,
}
