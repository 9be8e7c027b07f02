import { pageRoute } from '../../lib/lazy-page.tsx'
import { defineWebModule } from '../../lib/web-module.ts'

// A visit's device readings: read on the technician's phone, shown to the admin and the customer
// on the site's map and as a table.
const readings = () => import('./pages/VisitReadingsPage.tsx')

export const webModule = defineWebModule({
  name: 'inspections',
  adminRoutes: [pageRoute('pemeriksaan/:idPenjadwalan', 'Pemeriksaan Perangkat', readings)],
  customerRoutes: [pageRoute('pemeriksaan/:idPenjadwalan', 'Pemeriksaan Perangkat', readings)],
  technicianRoutes: [
    pageRoute(
      'pemeriksaan/:idPenjadwalan',
      'Pemeriksaan Perangkat',
      () => import('./pages/VisitInspectionsPage.tsx'),
    ),
  ],
})
