import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { dashboardGrants } from './permissions.ts'

// The admin home's summary of what needs attention today (beranda): no records or events of its
// own, it reads the certificates, schedules and invoices modules through their indexes.
export const dashboardModule: ModuleDefinition = {
  name: 'dashboard',
  wire: 'beranda',
  events: [],
  projections: [],
  grants: dashboardGrants,
  http: () => import('./http/index.ts'),
  openApiTags: [
    {
      name: 'beranda',
      description: 'Beranda admin: sertifikat yang akan berakhir, kunjungan hari ini, tagihan terlambat',
    },
  ],
}
