import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// Data Sertifikat Rayap under /admin-home: one list screen whose add, edit, history and delete are
// dialogs.
export const adminRoutes: RouteObject[] = [
  pageRoute('sertifikat_rayap', 'Data Sertifikat Rayap', () => import('./pages/CertificateListPage.tsx')),
]

// The public check of a certificate: client-only (the server answers the app shell, noindex).
export const publicRoutes: RouteObject[] = [
  pageRoute('verifikasi/:kode', 'Verifikasi Sertifikat Rayap', () => import('./pages/VerificationPage.tsx')),
]

// The customer's own certificates under /pelanggan.
export const customerRoutes: RouteObject[] = [
  pageRoute('sertifikat_rayap', 'Sertifikat Rayap', () => import('./pages/CustomerCertificatesPage.tsx')),
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'certificates',
  adminRoutes,
  customerRoutes,
  menu: [
    {
      area: 'admin',
      group: 'Dokumen',
      order: 20,
      label: 'Sertifikat Rayap',
      to: paths.admin.sertifikatRayap,
    },
    { area: 'pelanggan', order: 40, label: 'Sertifikat Rayap', to: paths.pelanggan.sertifikatRayap },
  ],
  customerHomePanel: {
    order: 30,
    load: () => import('./components/CertificatesPanel.tsx').then((module) => module.CertificatesPanel),
  },
})
