import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// Insiden Data Pribadi: one list screen whose record and edit are a dialog.
export const adminRoutes: RouteObject[] = [
  pageRoute('insiden', 'Insiden Data Pribadi', () => import('./pages/IncidentListPage.tsx')),
]

export const webModule = defineWebModule({
  name: 'incidents',
  adminRoutes,
  menu: [
    {
      area: 'admin',
      group: 'Operasional',
      order: 90,
      label: 'Insiden Data Pribadi',
      to: paths.admin.insiden,
    },
  ],
})
