import type { RouteObject } from 'react-router-dom'
import PlaceholderPage from '../../components/PlaceholderPage.tsx'
import { notFoundRoute } from './not-found-route.tsx'

// Under /teknisi: the technician's schedule is its only screen (spec section 2).
export const teknisiRoutes: RouteObject[] = [
  {
    path: 'penjadwalan',
    element: <PlaceholderPage title="Jadwal Teknisi" />,
    handle: { title: 'Jadwal Teknisi' },
  },
  notFoundRoute,
]
