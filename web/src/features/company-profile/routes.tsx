import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// The company's details that invoices print (not in the specification: issue 12).
export const adminRoutes: RouteObject[] = [
  pageRoute('pengaturan', 'Profil Perusahaan', () => import('./pages/CompanyProfilePage.tsx')),
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'company-profile',
  adminRoutes,
  menu: [
    { area: 'admin', group: 'Pengaturan', order: 10, label: 'Profil Perusahaan', to: paths.admin.pengaturan },
  ],
})
