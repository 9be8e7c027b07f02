import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'

// The contracts' list, add and edit screens under /admin-home.
export const adminRoutes: RouteObject[] = [
  {
    path: 'kontrak',
    lazy: lazyPage(() => import('./pages/ContractListPage.tsx')),
    handle: { title: 'Data Kontrak' },
  },
  {
    path: 'addKontrak',
    lazy: lazyPage(() => import('./pages/AddContractPage.tsx')),
    handle: { title: 'Tambah Kontrak' },
  },
  {
    path: 'editKontrak/:idKontrak',
    lazy: lazyPage(() => import('./pages/EditContractPage.tsx')),
    handle: { title: 'Edit Kontrak' },
  },
]
