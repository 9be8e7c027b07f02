import type { RouteObject } from 'react-router'
import { lazyPage } from '../lib/lazy-page.tsx'
import { RouteErrorBoundary, UnexpectedErrorScreen } from './errors/RouteErrorBoundary.tsx'
import PublicLayout from './layouts/PublicLayout.tsx'
import { RootLayout } from './RootLayout.tsx'
import { InitialLoading } from './RouteLoading.tsx'
import { adminRoutes } from './routes/admin-routes.tsx'
import { pelangganRoutes } from './routes/pelanggan-routes.tsx'
import { publicRoutes } from './routes/public-routes.tsx'
import { teknisiRoutes } from './routes/teknisi-routes.tsx'

// Each area's pages sit under a pathless route holding the error boundary, so an error or a
// chunk that fails to load replaces the page but keeps the area's top bar and footer.
const inLayout = (children: RouteObject[]): RouteObject[] => [{ ErrorBoundary: RouteErrorBoundary, children }]

const adminLayout = lazyPage(() => import('./layouts/AdminLayout.tsx'))
const pelangganLayout = lazyPage(() => import('./layouts/PelangganLayout.tsx'))
const teknisiLayout = lazyPage(() => import('./layouts/TeknisiLayout.tsx'))

// Paths match with their case, as the server finds the pre-rendered pages (services/api/plugins/spa.ts):
// /AboutUs is the 404 page on both sides, never the about page hydrated over the 404 HTML.
function caseSensitive(tree: RouteObject[]): RouteObject[] {
  return tree.map((route) =>
    route.index
      ? { ...route, caseSensitive: true }
      : { ...route, caseSensitive: true, children: route.children && caseSensitive(route.children) },
  )
}

export const routes: RouteObject[] = caseSensitive([
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    // Pre-rendered pages load their route code before hydrating and never show it; an area's
    // page whose frame the HTML shows keeps that frame meanwhile.
    HydrateFallback: InitialLoading,
    ErrorBoundary: UnexpectedErrorScreen,
    children: [
      { Component: PublicLayout, children: inLayout(publicRoutes) },
      // The signed-in areas' layouts hold the guard and the session code: loaded only there.
      {
        path: 'admin-home',
        lazy: adminLayout,
        ErrorBoundary: RouteErrorBoundary,
        children: inLayout(adminRoutes),
      },
      {
        path: 'pelanggan',
        lazy: pelangganLayout,
        ErrorBoundary: RouteErrorBoundary,
        children: inLayout(pelangganRoutes),
      },
      {
        path: 'teknisi',
        lazy: teknisiLayout,
        ErrorBoundary: RouteErrorBoundary,
        children: inLayout(teknisiRoutes),
      },
    ],
  },
])
