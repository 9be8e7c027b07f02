import { Navigate, type RouteObject } from 'react-router'
import { paths } from '../../lib/paths.ts'
import { lazyPage } from '../lazy-page.tsx'
import { notFoundRoute } from './not-found-route.tsx'
import { placeholderRoute } from './placeholder-route.tsx'

// Under /teknisi: the technician's schedule (spec section 2), and its profile, where a temporary
// password is changed (domain-model.md, Technicians).
export const teknisiRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.teknisi.penjadwalan} replace /> },
  placeholderRoute('penjadwalan', 'Jadwal Teknisi'),
  {
    path: 'profil',
    lazy: lazyPage(() => import('../../features/identity/pages/ProfilePage.tsx')),
    handle: { title: 'Profil Saya' },
  },
  notFoundRoute,
]
