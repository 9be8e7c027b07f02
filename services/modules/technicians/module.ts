import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { techniciansSeeder } from './demo-seed.ts'
import { technicianGrants } from './permissions.ts'
import { techniciansPersonalData } from './personal-data.ts'
import { seedTechniciansAtScale } from './scale-seed.ts'

// Stored state with a change log (technician_changes): who changed what and when.
export const techniciansModule: ModuleDefinition = {
  name: 'technicians',
  wire: 'teknisi',
  events: [],
  projections: [],
  grants: technicianGrants,
  personalData: techniciansPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [{ name: 'teknisi', description: 'Data teknisi' }],
  demoSeed: techniciansSeeder.seed,
  benchLists: [{ path: '/api/teknisi/getData', search: 'hidayat' }],
  scaleSeed: [
    // About one technician per 50 customers, never fewer than five.
    {
      label: 'teknisi',
      run: ({ db, customers, random }) =>
        seedTechniciansAtScale(db, Math.max(5, Math.round(customers / 50)), random),
    },
  ],
}
