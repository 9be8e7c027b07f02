import type { RouteObject } from 'react-router'
import { adminHomeRoute } from '../../features/dashboard/routes.tsx'
import type { WebModule } from '../../lib/web-module.ts'
import { webModules } from '../modules.ts'
import { notFoundRoute } from './not-found-route.tsx'

// Under /admin-home: every module's screens (features/<module>/routes.tsx), from the web module
// list. The admin home is the attention panel above the index page a module gives (the catalogue's).
export function adminRoutesOf(list: readonly WebModule[]): RouteObject[] {
  const routes = list.flatMap((module) => module.adminRoutes ?? [])
  return [
    adminHomeRoute(routes.filter((route) => route.index)),
    ...routes.filter((route) => !route.index),
    notFoundRoute,
  ]
}

export const adminRoutes: RouteObject[] = adminRoutesOf(webModules)
