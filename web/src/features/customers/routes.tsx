import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// The customers' list, add and edit screens under /admin-home.
export const adminRoutes: RouteObject[] = [
  pageRoute('pelanggan', 'Data Pelanggan', () => import('./pages/CustomerListPage.tsx')),
  pageRoute('addPelanggan', 'Tambah Pelanggan', () => import('./pages/AddCustomerPage.tsx')),
  pageRoute('editPelanggan/:idPelanggan', 'Edit Pelanggan', () => import('./pages/EditCustomerPage.tsx')),
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'customers',
  adminRoutes,
  menu: [{ area: 'admin', group: 'Operasional', order: 20, label: 'Pelanggan', to: paths.admin.pelanggan }],
})
