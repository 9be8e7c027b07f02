import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { sitesAuditSection } from './audit-pack-section.ts'
import { sitesSeeder } from './demo-seed.ts'
import { siteEvents } from './events.ts'
import { siteGrants } from './permissions.ts'
import { sitesPersonalData } from './personal-data.ts'
import { sitesProjection } from './projection.ts'
import { seedSitesAtScale } from './scale-seed.ts'

// A customer's sites (lokasi) and their areas with floor plans (area), event-sourced (issue 39).
// References name `sites` (a site's id) or `sites` with `record: 'area'` (an area's id): an area,
// a device, a contract or a visit that names one keeps it from being deleted.
export const sitesModule: ModuleDefinition = {
  name: 'sites',
  wire: 'lokasi',
  auditPackSections: [sitesAuditSection],
  events: siteEvents,
  projections: [sitesProjection],
  grants: siteGrants,
  personalData: sitesPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [
    { name: 'lokasi', description: 'Lokasi (site) pelanggan: pabrik, gudang, hotel' },
    { name: 'area', description: 'Area di satu lokasi dan denahnya (PNG, JPEG atau PDF)' },
  ],
  references: [
    { to: 'customers', label: 'lokasi', table: 'sites', column: 'idpelanggan' },
    { to: 'sites', label: 'area', table: 'areas', column: 'idlokasi' },
  ],
  scaleSeed: [{ label: 'lokasi dan area pelanggan komersial (events)', run: seedSitesAtScale }],
  benchLists: [{ path: '/api/lokasi/getData', search: 'pabrik' }],
  demoSeed: (db, context) => sitesSeeder.seed(db, context),
  rebuildScenario: () => import('./rebuild-scenario.ts'),
}
