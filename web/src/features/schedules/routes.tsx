import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// The visits' list (and calendar), add and edit screens under /admin-home.
export const adminRoutes: RouteObject[] = [
  pageRoute('penjadwalan', 'Penjadwalan', () => import('./pages/ScheduleListPage.tsx')),
  pageRoute('addPenjadwalan', 'Tambah Penjadwalan', () => import('./pages/AddSchedulePage.tsx')),
  pageRoute(
    'editPenjadwalan/:idPenjadwalan',
    'Edit Penjadwalan',
    () => import('./pages/EditSchedulePage.tsx'),
  ),
]

// Under /teknisi: the technician's own visits, where it lands after signing in.
export const technicianRoutes: RouteObject[] = [
  pageRoute('penjadwalan', 'Jadwal Teknisi', () => import('./pages/TechnicianSchedulePage.tsx')),
]

// The customer's own visits under /pelanggan.
export const customerRoutes: RouteObject[] = [
  pageRoute('penjadwalan', 'Jadwal Layanan', () => import('./pages/CustomerVisitsPage.tsx')),
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'schedules',
  adminRoutes,
  customerRoutes,
  technicianRoutes,
  menu: [
    { area: 'admin', group: 'Operasional', order: 10, label: 'Penjadwalan', to: paths.admin.penjadwalan },
    { area: 'pelanggan', order: 20, label: 'Jadwal Layanan', to: paths.pelanggan.penjadwalan },
    { area: 'teknisi', order: 10, label: 'Jadwal Teknisi', to: paths.teknisi.penjadwalan },
  ],
  customerHomePanel: {
    order: 10,
    load: () => import('./components/NextVisitPanel.tsx').then((module) => module.NextVisitPanel),
  },
})
