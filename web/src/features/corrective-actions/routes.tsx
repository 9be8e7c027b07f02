import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// Corrective actions: the admin's list of every site's, the technician's at a visit, and the
// customer home's card.
export const webModule = defineWebModule({
  name: 'corrective-actions',
  adminRoutes: [pageRoute('tindakan-korektif', 'Tindakan Korektif', () => import('./pages/ActionsPage.tsx'))],
  customerRoutes: [
    pageRoute('tindakan-korektif', 'Tindakan Korektif', () => import('./pages/CustomerActionsPage.tsx')),
  ],
  technicianRoutes: [
    pageRoute(
      'tindakan-korektif/:idPenjadwalan',
      'Tindakan Korektif',
      () => import('./pages/VisitActionsPage.tsx'),
    ),
  ],
  menu: [
    {
      area: 'admin',
      group: 'Dokumen',
      order: 35,
      label: 'Tindakan Korektif',
      to: paths.admin.tindakanKorektif,
    },
  ],
  // On the site's page: its actions (admin, customer), the admin's thresholds editor, and the month's
  // indices (admin, customer).
  panels: [
    {
      name: 'corrective-actions:lokasi',
      slot: 'lokasi',
      order: 10,
      load: () => import('./components/SiteActionsPanel.tsx').then((module) => module.default),
    },
    {
      name: 'corrective-actions:ambang',
      slot: 'lokasi',
      order: 20,
      load: () => import('./components/SiteThresholdsPanel.tsx').then((module) => module.default),
    },
    {
      name: 'corrective-actions:indeks',
      slot: 'lokasi',
      order: 30,
      load: () => import('./components/SiteIndicesPanel.tsx').then((module) => module.default),
    },
  ],
  customerHomePanel: {
    order: 35,
    load: () => import('./components/CustomerActionsPanel.tsx').then((module) => module.CustomerActionsPanel),
  },
})
