import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'

// The admin home's attention panel wraps the admin home's own page (the catalogue's index route,
// given as `home`): a layout route with no path of its own.
export const adminHomeRoute = (home: RouteObject[]): RouteObject => ({
  lazy: lazyPage(() => import('./pages/AdminHomeLayout.tsx')),
  children: home,
})
