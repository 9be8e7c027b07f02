import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { inspectionsAuditSection } from './audit-pack-section.ts'
import { unreadRefusal } from './commands.ts'
import { inspectionsSeeder } from './demo-seed.ts'
import { inspectionEvents } from './events.ts'
import { inspectionGrants } from './permissions.ts'
import { inspectionsPersonalData } from './personal-data.ts'
import { inspectionsProjection } from './projection.ts'
import { fullestVisit, seedInspectionsAtScale } from './scale-seed.ts'

export const inspectionsModule: ModuleDefinition = {
  name: 'inspections',
  wire: 'pemeriksaan',
  auditPackSections: [inspectionsAuditSection],
  events: inspectionEvents,
  projections: [inspectionsProjection],
  grants: inspectionGrants,
  personalData: inspectionsPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [
    { name: 'pemeriksaan', description: 'Hasil pemeriksaan perangkat monitoring pada kunjungan (pindai QR)' },
  ],
  references: [
    { to: 'schedules', label: 'pemeriksaan perangkat', table: 'inspections', column: 'idpenjadwalan' },
  ],
  scaleSeed: [{ label: 'pemeriksaan perangkat (events)', run: seedInspectionsAtScale }],
  // A visit's readings with their photos' addresses (ADR 0119): the visit with the most readings.
  benchLists: [{ path: '/api/pemeriksaan/:id', id: fullestVisit, whole: true }],
  demoSeed: (db) => inspectionsSeeder.seed(db),
  rebuildScenario: () => import('./rebuild-scenario.ts'),
  // A visit of a site with devices is done only when each device in place has a reading.
  completionGuards: [{ of: 'schedules', refusal: unreadRefusal }],
}
