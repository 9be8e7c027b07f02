import { Navigate, type RouteObject } from 'react-router'
import { paths } from '../../lib/paths.ts'
import { notFoundRoute } from './not-found-route.tsx'
import { placeholderRoute } from './placeholder-route.tsx'

// Under /teknisi: the technician's schedule is its only screen (spec section 2).
export const teknisiRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.teknisi.penjadwalan} replace /> },
  placeholderRoute('penjadwalan', 'Jadwal Teknisi'),
  notFoundRoute,
]
