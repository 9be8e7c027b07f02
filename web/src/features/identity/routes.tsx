import type { RouteObject } from 'react-router'
import { lazyPage, pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// Sign-in, the admin's own profile, the access links it makes for customers and technicians, and
// the list of accounts (each user's record, issue 38).
export const adminRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(() => import('./pages/LoginPage.tsx')) },
  pageRoute('profil', 'Profil Saya', () => import('./pages/ProfilePage.tsx')),
  pageRoute('tautanAkses', 'Tautan Akses', () => import('./pages/AccessLinksPage.tsx')),
  pageRoute('pengguna', 'Akun Pengguna', () => import('./pages/AccountListPage.tsx')),
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'identity',
  adminRoutes,
  menu: [
    { area: 'admin', group: 'Operasional', order: 70, label: 'Tautan Akses', to: paths.admin.tautanAkses },
    { area: 'admin', group: 'Akun', order: 20, label: 'Akun Pengguna', to: paths.admin.pengguna },
    { area: 'admin', group: 'Akun', order: 10, label: 'Profil', to: paths.admin.profil },
    { area: 'pelanggan', order: 10, label: 'Beranda Pelanggan', to: paths.pelanggan.home, end: true },
    { area: 'pelanggan', order: 70, label: 'Profil', to: paths.pelanggan.profil },
    { area: 'teknisi', group: 'Akun', order: 10, label: 'Profil', to: paths.teknisi.profil },
  ],
})
