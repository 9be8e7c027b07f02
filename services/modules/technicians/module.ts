import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { techniciansSeeder } from './demo-seed.ts'
import { technicianGrants } from './permissions.ts'

export const techniciansModule: ModuleDefinition = {
  name: 'technicians',
  events: [],
  projections: [],
  grants: technicianGrants,
  demoSeed: techniciansSeeder.seed,
}
