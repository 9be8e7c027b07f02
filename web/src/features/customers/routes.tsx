import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// The customers' list, add and edit screens under /admin-home.
export const adminRoutes: RouteObject[] = [
  {
    path: 'pelanggan',
    lazy: lazyPage(() => import('./pages/CustomerListPage.tsx')),
    handle: { title: 'Data Pelanggan' },
  },
  {
    path: 'addPelanggan',
    lazy: lazyPage(() => import('./pages/AddCustomerPage.tsx')),
    handle: { title: 'Tambah Pelanggan' },
  },
  {
    path: 'editPelanggan/:idPelanggan',
    lazy: lazyPage(() => import('./pages/EditCustomerPage.tsx')),
    handle: { title: 'Edit Pelanggan' },
  },
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'customers',
  adminRoutes,
  menu: [{ area: 'admin', group: 'Operasional', order: 20, label: 'Pelanggan', to: paths.admin.pelanggan }],
})
