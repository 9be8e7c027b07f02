import { Navigate, type RouteObject } from 'react-router'
import { technicianRoutes as schedules } from '../../features/schedules/routes.tsx'
import { lazyPage } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { notFoundRoute } from './not-found-route.tsx'

// Under /teknisi: the technician's schedule (spec section 2), and its profile, where a temporary
// password is changed (domain-model.md, Technicians).
export const teknisiRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.teknisi.penjadwalan} replace /> },
  ...schedules,
  {
    path: 'profil',
    lazy: lazyPage(() => import('../../features/identity/pages/ProfilePage.tsx')),
    handle: { title: 'Profil Saya' },
  },
  notFoundRoute,
]
