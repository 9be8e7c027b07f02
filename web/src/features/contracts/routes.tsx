import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// The contracts' list, add and edit screens under /admin-home.
export const adminRoutes: RouteObject[] = [
  pageRoute('kontrak', 'Data Kontrak', () => import('./pages/ContractListPage.tsx')),
  pageRoute('addKontrak', 'Tambah Kontrak', () => import('./pages/AddContractPage.tsx')),
  pageRoute('editKontrak/:idKontrak', 'Edit Kontrak', () => import('./pages/EditContractPage.tsx')),
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'contracts',
  adminRoutes,
  menu: [{ area: 'admin', group: 'Operasional', order: 60, label: 'Kontrak', to: paths.admin.kontrak }],
})
