import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// Lokasi under /admin-home: the sites list and one site with its areas and plans (issue 39).
export const adminRoutes: RouteObject[] = [
  pageRoute('lokasi', 'Lokasi Pelanggan', () => import('./pages/SiteListPage.tsx')),
  pageRoute('lokasi/:id', 'Lokasi', () => import('./pages/SiteDetailPage.tsx')),
]

// The customer's own sites under /pelanggan.
export const customerRoutes: RouteObject[] = [
  pageRoute('lokasi', 'Lokasi', () => import('./pages/CustomerSitesPage.tsx')),
  pageRoute('lokasi/:id', 'Lokasi', () => import('./pages/CustomerSitePage.tsx')),
]

export const webModule = defineWebModule({
  name: 'sites',
  adminRoutes,
  customerRoutes,
  menu: [
    { area: 'admin', group: 'Operasional', order: 25, label: 'Lokasi', to: paths.admin.lokasi },
    { area: 'pelanggan', order: 60, label: 'Lokasi', to: paths.pelanggan.lokasi },
  ],
})
