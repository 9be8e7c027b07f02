import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// Antrean Pekerjaan: the admin menu's way to the queue board (docs/adr/0034).
export const adminRoutes: RouteObject[] = [
  pageRoute('antrean', 'Antrean Pekerjaan', () => import('./pages/QueueBoardPage.tsx')),
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'queues',
  adminRoutes,
  menu: [
    { area: 'admin', group: 'Pengaturan', order: 20, label: 'Antrean Pekerjaan', to: paths.admin.antrean },
  ],
})
