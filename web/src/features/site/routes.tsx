import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'
import { servicePages } from './service-pages.ts'

// The public site's pages inside the admin area, whose links stay in the area; each service page
// loads only its own text.
export const adminRoutes: RouteObject[] = [
  {
    path: 'aboutUs',
    lazy: lazyPage(() => import('./pages/AboutPage.tsx'), { areaPrefix: paths.admin.home }),
  },
  ...SERVICE_SLUGS.map(
    (service): RouteObject => ({
      path: service,
      lazy: lazyPage(servicePages[service].load, { areaPrefix: paths.admin.home }),
    }),
  ),
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'site',
  adminRoutes,
})
