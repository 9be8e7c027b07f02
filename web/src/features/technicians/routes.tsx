import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// Data Teknisi: one list screen whose add, edit, history and account are dialogs.
export const adminRoutes: RouteObject[] = [
  pageRoute('teknisi', 'Data Teknisi', () => import('./pages/TechnicianListPage.tsx')),
  pageRoute(
    'teknisi/laporanTreatmentTeknisi',
    'Laporan Treatment Teknisi',
    () => import('./pages/TreatmentReportPage.tsx'),
  ),
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
