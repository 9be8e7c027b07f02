import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// Under /admin-home: the pesticide register, and the technicians' licences (opened from Data
// Teknisi, under its address).
export const adminRoutes: RouteObject[] = [
  pageRoute('pestisida', 'Daftar Pestisida', () => import('./pages/PesticideListPage.tsx')),
  pageRoute('teknisi/lisensi', 'Lisensi Teknisi', () => import('./pages/LicencesPage.tsx')),
]

// The module's web twin: its screens, menu entry, and its panels on the visit's screens: the
// pesticides applied on the visit's page (admin, customer), and the section to record them on the
// technician's visit card.
export const webModule = defineWebModule({
  name: 'pesticides',
  adminRoutes,
  menu: [{ area: 'admin', group: 'Operasional', order: 45, label: 'Pestisida', to: paths.admin.pestisida }],
  panels: [
    {
      name: 'pesticides:kunjungan',
      slot: 'kunjungan',
      order: 20,
      load: () => import('./components/VisitPesticidesPanel.tsx').then((module) => module.default),
    },
    {
      name: 'pesticides:kunjungan-teknisi',
      slot: 'kunjungan-teknisi',
      order: 20,
      load: () => import('./components/TechnicianPesticidesSection.tsx').then((module) => module.default),
    },
  ],
})
