import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { contractsAuditSection } from './audit-pack-section.ts'
import { contractsSeeder } from './demo-seed.ts'
import { contractEvents } from './events.ts'
import { contractGrants } from './permissions.ts'
import { contractsPersonalData } from './personal-data.ts'
import { contractsProjection } from './projection.ts'
import { seedContractsAtScale } from './scale-seed.ts'

export const contractsModule: ModuleDefinition = {
  name: 'contracts',
  wire: 'kontrak',
  auditPackSections: [contractsAuditSection],
  events: contractEvents,
  projections: [contractsProjection],
  grants: contractGrants,
  personalData: contractsPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [{ name: 'kontrak', description: 'Kontrak layanan pelanggan' }],
  references: [
    { to: 'customers', label: 'kontrak', table: 'contracts', column: 'idpelanggan' },
    { to: 'technicians', label: 'kontrak', table: 'contracts', column: 'idteknisi' },
    { to: 'sites', label: 'kontrak', table: 'contracts', column: 'idlokasi' },
  ],
  demoSeed: contractsSeeder.seed,
  benchLists: [{ path: '/api/kontrak/getData', search: 'hidayat' }],
  scaleSeed: [
    // About one contract per customer (some renewals, some none), numbered gap-free per year.
    {
      label: 'kontrak (events + projection rebuild)',
      run: ({ db, random, now, customersBefore }) => seedContractsAtScale(db, random, now, customersBefore),
    },
  ],
  rebuildScenario: () => import('./rebuild-scenario.ts'),
}
