import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'

// The visits' list (and calendar), add and edit screens under /admin-home.
export const adminRoutes: RouteObject[] = [
  {
    path: 'penjadwalan',
    lazy: lazyPage(() => import('./pages/ScheduleListPage.tsx')),
    handle: { title: 'Penjadwalan' },
  },
  {
    path: 'addPenjadwalan',
    lazy: lazyPage(() => import('./pages/AddSchedulePage.tsx')),
    handle: { title: 'Tambah Penjadwalan' },
  },
  {
    path: 'editPenjadwalan/:idPenjadwalan',
    lazy: lazyPage(() => import('./pages/EditSchedulePage.tsx')),
    handle: { title: 'Edit Penjadwalan' },
  },
]

// Under /teknisi: the technician's own visits, where it lands after signing in.
export const technicianRoutes: RouteObject[] = [
  {
    path: 'penjadwalan',
    lazy: lazyPage(() => import('./pages/TechnicianSchedulePage.tsx')),
    handle: { title: 'Jadwal Teknisi' },
  },
]

// The customer's own visits under /pelanggan.
export const customerRoutes: RouteObject[] = [
  {
    path: 'penjadwalan',
    lazy: lazyPage(() => import('./pages/CustomerVisitsPage.tsx')),
    handle: { title: 'Jadwal Layanan' },
  },
]
