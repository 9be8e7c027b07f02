import { pageRoute } from '../../lib/lazy-page.tsx'
import { defineWebModule } from '../../lib/web-module.ts'

// A visit's device readings: read on the technician's phone, shown to the admin and the customer
// on the site's map and as a table.
const readings = () => import('./pages/VisitReadingsPage.tsx')
const trend = () => import('./pages/SiteTrendPage.tsx')

export const webModule = defineWebModule({
  name: 'inspections',
  adminRoutes: [
    pageRoute('pemeriksaan/:idPenjadwalan', 'Pemeriksaan Perangkat', readings),
    pageRoute('lokasi/:id/tren', 'Tren Lokasi', trend),
  ],
  customerRoutes: [
    pageRoute('pemeriksaan/:idPenjadwalan', 'Pemeriksaan Perangkat', readings),
    pageRoute('lokasi/:id/tren', 'Tren Lokasi', trend),
  ],
  // The trend on the site's page (admin, customer) and on the auditor's page of a link.
  panels: [
    {
      name: 'inspections:tren',
      slot: 'lokasi',
      order: 10,
      load: () => import('./components/SiteTrendPanel.tsx').then((module) => module.default),
    },
    {
      name: 'inspections:tren-audit',
      slot: 'audit',
      order: 10,
      load: () => import('./components/AuditTrendPanel.tsx').then((module) => module.default),
    },
  ],
  technicianRoutes: [
    pageRoute(
      'pemeriksaan/:idPenjadwalan',
      'Pemeriksaan Perangkat',
      () => import('./pages/VisitInspectionsPage.tsx'),
    ),
  ],
})
