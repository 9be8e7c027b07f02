import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'

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
