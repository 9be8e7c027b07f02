import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

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

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'contracts',
  adminRoutes,
  menu: [{ area: 'admin', group: 'Operasional', order: 60, label: 'Kontrak', to: paths.admin.kontrak }],
})
