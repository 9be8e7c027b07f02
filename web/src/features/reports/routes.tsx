import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// Data Laporan under /admin-home: one list screen whose add, edit, history and delete are dialogs.
export const adminRoutes: RouteObject[] = [
  pageRoute('laporan', 'Data Laporan', () => import('./pages/ReportListPage.tsx')),
]

// The customer's own reports under /pelanggan.
export const customerRoutes: RouteObject[] = [
  pageRoute('laporan', 'Laporan', () => import('./pages/CustomerReportsPage.tsx')),
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'reports',
  adminRoutes,
  customerRoutes,
  menu: [
    { area: 'admin', group: 'Dokumen', order: 30, label: 'Laporan', to: paths.admin.laporan },
    { area: 'pelanggan', order: 50, label: 'Laporan', to: paths.pelanggan.laporan },
  ],
  customerHomePanel: {
    order: 40,
    load: () => import('./components/LatestReportPanel.tsx').then((module) => module.LatestReportPanel),
  },
})
