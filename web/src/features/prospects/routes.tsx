import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'

// Prospek Pelanggan: one list screen whose add, edit and conversion are dialogs.
export const adminRoutes: RouteObject[] = [
  {
    path: 'pemesanan',
    lazy: lazyPage(() => import('./pages/ProspectListPage.tsx')),
    handle: { title: 'Prospek Pelanggan' },
  },
]
