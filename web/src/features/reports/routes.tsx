import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'

// Data Laporan under /admin-home: one list screen whose add, edit, history and delete are dialogs.
export const adminRoutes: RouteObject[] = [
  {
    path: 'laporan',
    lazy: lazyPage(() => import('./pages/ReportListPage.tsx')),
    handle: { title: 'Data Laporan' },
  },
]

// The customer's own reports under /pelanggan.
export const customerRoutes: RouteObject[] = [
  {
    path: 'laporan',
    lazy: lazyPage(() => import('./pages/CustomerReportsPage.tsx')),
    handle: { title: 'Laporan' },
  },
]
