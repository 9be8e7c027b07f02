import type { RouteObject } from 'react-router-dom'
import { RouteErrorBoundary, UnexpectedErrorScreen } from './errors/RouteErrorBoundary.tsx'
import AdminLayout from './layouts/AdminLayout.tsx'
import PelangganLayout from './layouts/PelangganLayout.tsx'
import PublicLayout from './layouts/PublicLayout.tsx'
import TeknisiLayout from './layouts/TeknisiLayout.tsx'
import { RootLayout } from './RootLayout.tsx'
import { adminRoutes } from './routes/admin-routes.tsx'
import { pelangganRoutes } from './routes/pelanggan-routes.tsx'
import { publicRoutes } from './routes/public-routes.tsx'
import { teknisiRoutes } from './routes/teknisi-routes.tsx'

// Each area's pages sit under a pathless route holding the error boundary, so an error or a
// chunk that fails to load replaces the page but keeps the area's top bar and footer.
const inLayout = (children: RouteObject[]): RouteObject[] => [{ ErrorBoundary: RouteErrorBoundary, children }]

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: UnexpectedErrorScreen,
    children: [
      { Component: PublicLayout, children: inLayout(publicRoutes) },
      { path: 'admin-home', Component: AdminLayout, children: inLayout(adminRoutes) },
      { path: 'pelanggan', Component: PelangganLayout, children: inLayout(pelangganRoutes) },
      { path: 'teknisi', Component: TeknisiLayout, children: inLayout(teknisiRoutes) },
    ],
  },
]
