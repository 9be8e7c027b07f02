import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { devicesAuditSections } from './audit-pack-section.ts'
import { devicesSeeder } from './demo-seed.ts'
import { deviceEvents } from './events.ts'
import { deviceGrants } from './permissions.ts'
import { devicesPersonalData } from './personal-data.ts'
import { devicesProjection } from './projection.ts'
import { seedDevicesAtScale } from './scale-seed.ts'

// Monitoring devices (perangkat) on a site's floor plans, event-sourced (issue 39): numbered per
// site, a short code under each QR label, and their life as events.
export const devicesModule: ModuleDefinition = {
  name: 'devices',
  wire: 'perangkat',
  auditPackSections: devicesAuditSections,
  events: deviceEvents,
  projections: [devicesProjection],
  grants: deviceGrants,
  personalData: devicesPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [
    { name: 'perangkat', description: 'Perangkat monitoring di denah lokasi, label QR-nya dan riwayatnya' },
  ],
  references: [
    { to: 'sites', label: 'perangkat', table: 'devices', column: 'idlokasi' },
    { to: 'sites', record: 'area', label: 'perangkat', table: 'devices', column: 'idarea' },
  ],
  scaleSeed: [{ label: 'perangkat monitoring (events)', run: seedDevicesAtScale }],
  benchLists: [{ path: '/api/perangkat/getData', search: 'bait' }],
  demoSeed: (db, context) => devicesSeeder.seed(db, context),
  rebuildScenario: () => import('./rebuild-scenario.ts'),
}
