import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'

// Antrean Pekerjaan: the admin menu's way to the queue board (docs/adr/0034).
export const adminRoutes: RouteObject[] = [
  {
    path: 'antrean',
    lazy: lazyPage(() => import('./pages/QueueBoardPage.tsx')),
    handle: { title: 'Antrean Pekerjaan' },
  },
]
