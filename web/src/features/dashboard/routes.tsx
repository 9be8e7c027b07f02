import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// The admin home's attention panel wraps the admin home's own page (the catalogue's index route,
// given as `home`): a layout route with no path of its own.
export const adminHomeRoute = (home: RouteObject[]): RouteObject => ({
  lazy: lazyPage(() => import('./pages/AdminHomeLayout.tsx')),
  children: home,
})

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'dashboard',
  menu: [
    { area: 'admin', group: 'Beranda', order: 10, label: 'Beranda Admin', to: paths.admin.home, end: true },
  ],
})
