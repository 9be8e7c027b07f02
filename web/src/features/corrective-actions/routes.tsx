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
  customerHomePanel: {
    order: 35,
    load: () => import('./components/CustomerActionsPanel.tsx').then((module) => module.CustomerActionsPanel),
  },
})
