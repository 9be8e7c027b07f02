import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'

// Sign-in, the admin's own profile and the access links it makes for customers and technicians.
export const adminRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(() => import('./pages/LoginPage.tsx')) },
  {
    path: 'profil',
    lazy: lazyPage(() => import('./pages/ProfilePage.tsx')),
    handle: { title: 'Profil Saya' },
  },
  {
    path: 'tautanAkses',
    lazy: lazyPage(() => import('./pages/AccessLinksPage.tsx')),
    handle: { title: 'Tautan Akses' },
  },
]
