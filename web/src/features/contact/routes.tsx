import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'

// The contact form inside the admin area.
export const adminRoutes: RouteObject[] = [
  { path: 'contact-us', lazy: lazyPage(() => import('./pages/ContactPage.tsx')) },
]
