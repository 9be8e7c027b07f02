import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'

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
