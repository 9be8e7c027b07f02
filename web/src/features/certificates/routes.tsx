import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// Data Sertifikat Rayap under /admin-home: one list screen whose add, edit, history and delete are
// dialogs.
export const adminRoutes: RouteObject[] = [
  {
    path: 'sertifikat_rayap',
    lazy: lazyPage(() => import('./pages/CertificateListPage.tsx')),
    handle: { title: 'Data Sertifikat Rayap' },
  },
]

// The public check of a certificate: client-only (the server answers the app shell, noindex).
export const publicRoutes: RouteObject[] = [
  {
    path: 'verifikasi/:kode',
    lazy: lazyPage(() => import('./pages/VerificationPage.tsx')),
    handle: { title: 'Verifikasi Sertifikat Rayap' },
  },
]

// The customer's own certificates under /pelanggan.
export const customerRoutes: RouteObject[] = [
  {
    path: 'sertifikat_rayap',
    lazy: lazyPage(() => import('./pages/CustomerCertificatesPage.tsx')),
    handle: { title: 'Sertifikat Rayap' },
  },
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
