import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// The monthly treatment report under /admin-home: the customers of a month, and one customer's
// report with its PDF.
export const adminRoutes: RouteObject[] = [
  {
    path: 'laporanBulananTreatment',
    lazy: lazyPage(() => import('./pages/MonthlyReportIndexPage.tsx')),
    handle: { title: 'Laporan Bulanan Treatment' },
  },
  {
    path: 'laporanBulananTreatment/:idPelanggan/:bulan/:tahun',
    lazy: lazyPage(() => import('./pages/MonthlyReportPage.tsx')),
    handle: { title: 'Laporan Bulanan Treatment' },
  },
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
