import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'
import { defineWebModule } from '../../lib/web-module.ts'

// The contact form inside the admin area.
export const adminRoutes: RouteObject[] = [
  { path: 'contact-us', lazy: lazyPage(() => import('./pages/ContactPage.tsx')) },
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'contact',
  adminRoutes,
})
