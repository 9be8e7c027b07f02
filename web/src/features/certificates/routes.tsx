import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'

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
