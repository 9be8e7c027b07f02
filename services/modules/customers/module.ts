import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { customersSeeder } from './demo-seed.ts'
import { customerGrants } from './permissions.ts'

// Stored state for now; the customer screens will make it event-sourced (domain-model.md).
export const customersModule: ModuleDefinition = {
  name: 'customers',
  events: [],
  projections: [],
  grants: customerGrants,
  demoSeed: customersSeeder.seed,
}
