import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { pesticidesAuditSections } from './audit-pack-section.ts'
import { pesticidesSeeder } from './demo-seed.ts'
import { applicationEvents, licenceEvents, pesticideEvents } from './events.ts'
import { pesticideGrants } from './permissions.ts'
import { pesticidesPersonalData } from './personal-data.ts'
import { applicationsProjection, licencesProjection, pesticidesProjection } from './projection.ts'
import { seedPesticidesAtScale } from './scale-seed.ts'

// The register of pesticides, technicians' licences and the applications at visits (issue 39).
export const pesticidesModule: ModuleDefinition = {
  name: 'pesticides',
  wire: 'pestisida',
  auditPackSections: pesticidesAuditSections,
  events: [...pesticideEvents, ...licenceEvents, ...applicationEvents],
  projections: [pesticidesProjection, licencesProjection, applicationsProjection],
  grants: pesticideGrants,
  personalData: pesticidesPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [
    { name: 'pestisida', description: 'Daftar pestisida terdaftar (Kementan), label dan SDS' },
    { name: 'lisensiTeknisi', description: 'Lisensi teknisi: pengguna pestisida terbatas, fumigator' },
    { name: 'pemakaianPestisida', description: 'Pestisida yang dipakai pada kunjungan' },
  ],
  references: [
    {
      to: 'schedules',
      label: 'pemakaian pestisida',
      table: 'pesticide_applications',
      column: 'idpenjadwalan',
    },
    { to: 'technicians', label: 'lisensi teknisi', table: 'technician_licences', column: 'idteknisi' },
    { to: 'customers', label: 'pemakaian pestisida', table: 'pesticide_applications', column: 'idpelanggan' },
  ],
  scaleSeed: [{ label: 'pestisida, lisensi dan pemakaian (events)', run: seedPesticidesAtScale }],
  benchLists: [
    { path: '/api/pestisida/getData', search: 'sipermetrin' },
    { path: '/api/lisensiTeknisi/getData' },
    { path: '/api/pemakaianPestisida/getData' },
  ],
  demoSeed: (db, context) => pesticidesSeeder.seed(db, context),
}
