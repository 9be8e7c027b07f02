import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// The device register and the site maps under /admin-home (issue 39).
export const adminRoutes: RouteObject[] = [
  pageRoute('perangkat', 'Perangkat Monitoring', () => import('./pages/DeviceListPage.tsx')),
  pageRoute('perangkat/:id', 'Perangkat', () => import('./pages/DeviceDetailPage.tsx')),
  pageRoute('lokasi/:id/peta', 'Peta Perangkat', () => import('./pages/AdminSiteMapPage.tsx')),
]

// The customer's own site maps, read-only.
export const customerRoutes: RouteObject[] = [
  pageRoute('lokasi/:id/peta', 'Peta Perangkat', () => import('./pages/CustomerSiteMapPage.tsx')),
]

// The device a technician scanned or typed.
export const technicianRoutes: RouteObject[] = [
  pageRoute('perangkat/:kode', 'Perangkat', () => import('./pages/TechnicianDevicePage.tsx')),
]

// A QR label's address: client-only, opens the device for whoever signs in (ADR 0076).
export const publicRoutes: RouteObject[] = [
  pageRoute('p/:kode', 'Label Perangkat', () => import('./pages/LabelScanPage.tsx')),
]

export const webModule = defineWebModule({
  name: 'devices',
  adminRoutes,
  customerRoutes,
  technicianRoutes,
  menu: [{ area: 'admin', group: 'Operasional', order: 26, label: 'Perangkat', to: paths.admin.perangkat }],
})
