import type { RouteObject } from 'react-router-dom'
import { lazyPage } from '../lazy-page.tsx'
import { paths, SERVICE_SLUGS } from '../paths.ts'
import { notFoundRoute } from './not-found-route.tsx'

const areaPrefix = paths.pelanggan.home

// Under /pelanggan. The customer's own screens (schedule, invoices, ...) join this list.
export const pelangganRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../../features/site/pages/HomePage.tsx'), { areaPrefix }) },
  {
    path: 'aboutUs',
    lazy: lazyPage(() => import('../../features/site/pages/AboutPage.tsx'), { areaPrefix }),
  },
  { path: 'contact-us', lazy: lazyPage(() => import('../../features/contact/pages/ContactPage.tsx')) },
  ...SERVICE_SLUGS.map(
    (service): RouteObject => ({
      path: service,
      lazy: lazyPage(() => import('../../features/site/pages/ServicePage.tsx'), { service, areaPrefix }),
    }),
  ),
  notFoundRoute,
]
