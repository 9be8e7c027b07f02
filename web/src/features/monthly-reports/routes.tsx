import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// The monthly treatment report under /admin-home: the customers of a month, and one customer's
// report with its PDF.
export const adminRoutes: RouteObject[] = [
  pageRoute(
    'laporanBulananTreatment',
    'Laporan Bulanan Treatment',
    () => import('./pages/MonthlyReportIndexPage.tsx'),
  ),
  pageRoute(
    'laporanBulananTreatment/:idPelanggan/:bulan/:tahun',
    'Laporan Bulanan Treatment',
    () => import('./pages/MonthlyReportPage.tsx'),
  ),
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'monthly-reports',
  adminRoutes,
  menu: [
    {
      area: 'admin',
      group: 'Dokumen',
      order: 40,
      label: 'Laporan Bulanan Treatment',
      to: paths.admin.laporanBulananTreatment,
    },
  ],
})
