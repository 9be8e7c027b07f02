import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { defineWebModule } from '../../lib/web-module.ts'

// A site's audit packs and auditors' links, for the admin and the site's customer, and the
// auditor's public read-only page (issue 40 items 6 and 7).
export const adminRoutes: RouteObject[] = [
  pageRoute('lokasi/:id/audit', 'Audit Lokasi', () => import('./pages/SiteAuditPage.tsx')),
]
export const customerRoutes: RouteObject[] = [
  pageRoute('lokasi/:id/audit', 'Audit Lokasi', () => import('./pages/CustomerSiteAuditPage.tsx')),
]
export const publicRoutes: RouteObject[] = [
  pageRoute('audit/:token', 'Tautan Audit', () => import('./pages/AuditorPage.tsx')),
]

export const webModule = defineWebModule({ name: 'audit-pack', adminRoutes, customerRoutes, menu: [] })
