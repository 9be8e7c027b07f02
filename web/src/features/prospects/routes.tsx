import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// Prospek Pelanggan: one list screen whose add, edit and conversion are dialogs.
export const adminRoutes: RouteObject[] = [
  pageRoute('pemesanan', 'Prospek Pelanggan', () => import('./pages/ProspectListPage.tsx')),
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'prospects',
  adminRoutes,
  menu: [
    { area: 'admin', group: 'Operasional', order: 30, label: 'Prospek Pelanggan', to: paths.admin.pemesanan },
  ],
})
