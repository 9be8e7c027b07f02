import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { invoicesSeeder } from './demo-seed.ts'
import { invoiceEvents } from './events.ts'
import { invoiceGrants } from './permissions.ts'
import { invoicesProjection } from './projection.ts'

export const invoicesModule: ModuleDefinition = {
  name: 'invoices',
  events: invoiceEvents,
  projections: [invoicesProjection],
  grants: invoiceGrants,
  demoSeed: invoicesSeeder.seed,
}
