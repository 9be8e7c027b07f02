import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { sightingsAuditSection } from './audit-pack-section.ts'
import { sightingsSeeder } from './demo-seed.ts'
import { posterEvents, sightingEvents } from './events.ts'
import { sightingGrants } from './permissions.ts'
import { sightingsPersonalData } from './personal-data.ts'
import { postersProjection, sightingsProjection } from './projection.ts'
import { busiestSightingSite, seedSightingsAtScale } from './scale-seed.ts'

// Pest sightings by the customer, from the portal or the site's QR poster (issue 40 item 5).
export const sightingsModule: ModuleDefinition = {
  name: 'sightings',
  wire: 'penampakan',
  events: [...sightingEvents, ...posterEvents],
  projections: [sightingsProjection, postersProjection],
  grants: sightingGrants,
  personalData: sightingsPersonalData,
  auditPackSections: [sightingsAuditSection],
  http: () => import('./http/index.ts'),
  openApiTags: [
    {
      name: 'penampakan',
      description: 'Laporan penampakan hama oleh pelanggan (portal) dan dari poster QR lokasi (tanpa masuk)',
    },
  ],
  references: [{ to: 'sites', label: 'penampakan hama', table: 'sightings', column: 'idlokasi' }],
  demoSeed: (db) => sightingsSeeder.seed(db),
  scaleSeed: [{ label: 'penampakan hama (events)', run: seedSightingsAtScale }],
  benchLists: [{ path: '/api/penampakan/lokasi/:id', search: 'tikus', id: busiestSightingSite }],
  rebuildScenario: () => import('./rebuild-scenario.ts'),
}
