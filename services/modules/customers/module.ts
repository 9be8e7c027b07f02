import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { customersSeeder } from './demo-seed.ts'
import { customerEvents } from './events.ts'
import { customerGrants } from './permissions.ts'
import { customersProjection } from './projection.ts'

// Customers are event-sourced: a dispute about what was agreed needs their history.
export const customersModule: ModuleDefinition = {
  name: 'customers',
  events: customerEvents,
  projections: [customersProjection],
  grants: customerGrants,
  demoSeed: customersSeeder.seed,
}
