import { Navigate, type RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import type { WebModule } from '../../lib/web-module.ts'
import { webModules } from '../modules.ts'
import { notFoundRoute } from './not-found-route.tsx'

// Under /teknisi: the technician's schedule (spec section 2), and its profile, where a temporary
// password is changed (domain-model.md, Technicians).
export const teknisiRoutesOf = (list: readonly WebModule[]): RouteObject[] => [
  { index: true, element: <Navigate to={paths.teknisi.penjadwalan} replace /> },
  // Each module's screens for the technician (features/<module>/routes.tsx).
  ...list.flatMap((module) => module.technicianRoutes ?? []),
  {
    path: 'profil',
    lazy: lazyPage(() => import('../../features/identity/pages/ProfilePage.tsx')),
    handle: { title: 'Profil Saya' },
  },
  notFoundRoute,
]

export const teknisiRoutes: RouteObject[] = teknisiRoutesOf(webModules)
