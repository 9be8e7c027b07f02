import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// Data Teknisi: one list screen whose add, edit, history and account are dialogs.
export const adminRoutes: RouteObject[] = [
  {
    path: 'teknisi',
    lazy: lazyPage(() => import('./pages/TechnicianListPage.tsx')),
    handle: { title: 'Data Teknisi' },
  },
  {
    path: 'teknisi/laporanTreatmentTeknisi',
    lazy: lazyPage(() => import('./pages/TreatmentReportPage.tsx')),
    handle: { title: 'Laporan Treatment Teknisi' },
  },
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'technicians',
  adminRoutes,
  menu: [
    { area: 'admin', group: 'Operasional', order: 40, label: 'Teknisi', to: paths.admin.teknisi, end: true },
    {
      area: 'admin',
      group: 'Operasional',
      order: 50,
      label: 'Laporan Treatment Teknisi',
      to: paths.admin.laporanTreatmentTeknisi,
    },
  ],
})
