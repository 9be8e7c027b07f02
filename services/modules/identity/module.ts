import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { identitySeeder } from './demo-seed.ts'
import { identityGrants } from './permissions.ts'

// Accounts and sessions are stored state: security records, not business history.
export const identityModule: ModuleDefinition = {
  name: 'identity',
  events: [],
  projections: [],
  grants: identityGrants,
  demoSeed: identitySeeder.seed,
}
