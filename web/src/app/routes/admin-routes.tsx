import type { RouteObject } from 'react-router-dom'
import PlaceholderPage from '../../components/PlaceholderPage.tsx'
import { lazyPage } from '../lazy-page.tsx'
import { paths, SERVICE_SLUGS } from '../paths.ts'
import { notFoundRoute } from './not-found-route.tsx'

const areaPrefix = paths.admin.home

// Under /admin-home. The admin screens (catalogue, schedules, customers, ...) join this list.
export const adminRoutes: RouteObject[] = [
  { index: true, element: <PlaceholderPage title="Beranda Admin" />, handle: { title: 'Beranda Admin' } },
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
