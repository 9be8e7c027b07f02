import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { reportsSeeder } from './demo-seed.ts'
import { reportEvents } from './events.ts'
import { reportGrants } from './permissions.ts'
import { reportsPersonalData } from './personal-data.ts'
import { reportsProjection } from './projection.ts'
import { seedReportsAtScale } from './scale-seed.ts'

// Uploaded reports (laporan), event-sourced, with their files.
export const reportsModule: ModuleDefinition = {
  name: 'reports',
  wire: 'laporan',
  events: reportEvents,
  projections: [reportsProjection],
  grants: reportGrants,
  personalData: reportsPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [{ name: 'laporan', description: 'Laporan yang diunggah untuk pelanggan, dan filenya' }],
  references: [{ to: 'customers', label: 'laporan', table: 'reports', column: 'idpelanggan' }],
  demoSeed: (db, context) => reportsSeeder.seed(db, context),
  // About three customers in ten have an uploaded report over three years, each with a small PDF.
  scaleSeed: [{ label: 'laporan (events + baris, file PDF kecil)', run: seedReportsAtScale }],
  benchLists: [{ path: '/api/laporan/getData', search: 'hidayat' }],
}
