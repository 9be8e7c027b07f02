import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { incidentsSeeder } from './demo-seed.ts'
import { incidentEvents } from './events.ts'
import { incidentGrants } from './permissions.ts'
import { incidentsPersonalData } from './personal-data.ts'
import { incidentsProjection } from './projection.ts'

// The breach register (insiden, issue 38 item 5): what happened, when it was found, whose data,
// the measures taken, and the 3 × 24 hours to notify the persons and the authority. Admins only.
export const incidentsModule: ModuleDefinition = {
  name: 'incidents',
  wire: 'insiden',
  events: incidentEvents,
  projections: [incidentsProjection],
  grants: incidentGrants,
  personalData: incidentsPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [
    {
      name: 'insiden',
      description:
        'Daftar insiden kebocoran data pribadi, batas pemberitahuan 3 × 24 jam dan pihak yang diberi tahu',
    },
  ],
  benchLists: [{ path: '/api/insiden/getData', search: 'hidayat' }],
  demoSeed: (db) => incidentsSeeder.seed(db),
}
