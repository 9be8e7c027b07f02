import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { defineWebModule } from '../../lib/web-module.ts'

// Pest sightings (issue 40 item 5): a site's log for the admin (follow-up, QR poster) and for the
// site's customer (report one), and the poster's public form (client-only, not pre-rendered).
export const adminRoutes: RouteObject[] = [
  pageRoute('lokasi/:id/penampakan', 'Penampakan Hama', () => import('./pages/AdminSightingsPage.tsx')),
]
export const customerRoutes: RouteObject[] = [
  pageRoute('lokasi/:id/penampakan', 'Penampakan Hama', () => import('./pages/SightingsPage.tsx')),
]
export const publicRoutes: RouteObject[] = [
  pageRoute('lapor/:token', 'Laporkan Hama', () => import('./pages/ReportPage.tsx')),
]

export const webModule = defineWebModule({ name: 'sightings', adminRoutes, customerRoutes, menu: [] })
