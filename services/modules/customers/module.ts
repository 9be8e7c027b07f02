import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { customersSeeder } from './demo-seed.ts'
import { customerEvents } from './events.ts'
import { customerGrants } from './permissions.ts'
import { customersPersonalData } from './personal-data.ts'
import { customersProjection } from './projection.ts'
import { seedCustomersAtScale } from './scale-seed.ts'

// Customers are event-sourced: a dispute about what was agreed needs their history.
export const customersModule: ModuleDefinition = {
  name: 'customers',
  wire: 'pelanggan',
  events: customerEvents,
  projections: [customersProjection],
  grants: customerGrants,
  personalData: customersPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [{ name: 'pelanggan', description: 'Data pelanggan' }],
  demoSeed: customersSeeder.seed,
  benchLists: [{ path: '/api/pelanggan/getData', search: 'hidayat' }],
  scaleSeed: [
    {
      label: 'pelanggan',
      run: ({ db, customers, random, now }) => seedCustomersAtScale(db, customers, random, now),
    },
  ],
  rebuildScenario: () => import('./rebuild-scenario.ts'),
}
