import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { companyProfileSeeder } from './demo-seed.ts'
import { companyProfileEvents } from './events.ts'
import { companyProfileGrants } from './permissions.ts'
import { companyProfileProjection } from './projection.ts'

export const companyProfileModule: ModuleDefinition = {
  name: 'company-profile',
  events: companyProfileEvents,
  projections: [companyProfileProjection],
  grants: companyProfileGrants,
  demoSeed: companyProfileSeeder.seed,
}
