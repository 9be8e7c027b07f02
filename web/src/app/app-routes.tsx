import type { RouteObject } from 'react-router'
import { lazyPage } from '../lib/lazy-page.tsx'
import { RouteErrorBoundary, UnexpectedErrorScreen } from './errors/RouteErrorBoundary.tsx'
import PublicLayout from './layouts/PublicLayout.tsx'
import { RootLayout } from './RootLayout.tsx'
import { InitialLoading } from './RouteLoading.tsx'
import { publicRoutes } from './routes/public-routes.tsx'

// The signed-in areas by their first path segment. Their pages' routes (every module's, from the
// web module list) are not in the entry: app/area-routes.ts holds them, loaded before the first
// render on an area's page and on the first navigation into an area elsewhere (ADR 0123).
export const AREAS = ['admin-home', 'pelanggan', 'teknisi'] as const
export type AreaSegment = (typeof AREAS)[number]
export type AreaTrees = Record<AreaSegment, RouteObject[]>

export function areaOf(pathname: string): AreaSegment | undefined {
  const segment = pathname.split('/')[1]
  return AREAS.find((area) => area === segment)
}

const layouts: Record<AreaSegment, RouteObject['lazy']> = {
  'admin-home': lazyPage(() => import('./layouts/AdminLayout.tsx')),
  pelanggan: lazyPage(() => import('./layouts/PelangganLayout.tsx')),
  teknisi: lazyPage(() => import('./layouts/TeknisiLayout.tsx')),
}

// Paths match with their case, as the server finds the pre-rendered pages (services/api/plugins/spa.ts):
// /AboutUs is the 404 page on both sides, never the about page hydrated over the 404 HTML.
function caseSensitive(tree: RouteObject[]): RouteObject[] {
  return tree.map((route) =>
    route.index
      ? { ...route, caseSensitive: true }
      : { ...route, caseSensitive: true, children: route.children && caseSensitive(route.children) },
  )
}

// Each area's pages sit under a pathless route holding the error boundary, so an error or a
// chunk that fails to load replaces the page but keeps the area's top bar and footer.
const inLayout = (children: RouteObject[]): RouteObject[] => [{ ErrorBoundary: RouteErrorBoundary, children }]

// An area's route with its pages, in the tree or patched in later under the root.
// The signed-in areas' layouts hold the guard and the session code: loaded only there.
export const areaRoute = (area: AreaSegment, pages: RouteObject[]): RouteObject =>
  caseSensitive([
    { path: area, lazy: layouts[area], ErrorBoundary: RouteErrorBoundary, children: inLayout(pages) },
  ])[0]!

// The whole tree, with the areas given (all of them on the server; the one a page is opened in, in
// the browser). An area not given is not there at all: its paths reach the public 404 route, a
// splat, so the router asks for its pages (area-discovery.ts) before it shows anything.
export function appRoutes(areas: Partial<AreaTrees> = {}): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      caseSensitive: true,
      Component: RootLayout,
      // Pre-rendered pages load their route code before hydrating and never show it; an area's
      // page whose frame the HTML shows keeps that frame meanwhile.
      HydrateFallback: InitialLoading,
      ErrorBoundary: UnexpectedErrorScreen,
      children: [
        ...caseSensitive([{ Component: PublicLayout, children: inLayout(publicRoutes) }]),
        ...AREAS.flatMap((area) => {
          const pages = areas[area]
          return pages ? [areaRoute(area, pages)] : []
        }),
      ],
    },
  ]
}
