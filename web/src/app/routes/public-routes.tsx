import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import type { RouteObject } from 'react-router'
import { publicRoutes as auditPack } from '../../features/audit-pack/routes.tsx'
import { publicRoutes as certificates } from '../../features/certificates/routes.tsx'
import { publicRoutes as devices } from '../../features/devices/routes.tsx'
import { publicRoutes as sightings } from '../../features/sightings/routes.tsx'
import { servicePages } from '../../features/site/service-pages.ts'
import { lazyPage, type PageHandle } from '../../lib/lazy-page.tsx'
import { notFoundRoute } from './not-found-route.tsx'

// `handle.source` names the page module for the pre-render step, which links that page's own
// script and stylesheet chunks into its HTML (checked against the build manifest).
const handle = (source: string, title?: string): PageHandle => ({ source, title })

export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(() => import('../../features/site/pages/HomePage.tsx')),
    handle: handle('src/features/site/pages/HomePage.tsx'),
  },
  {
    path: 'aboutUs',
    lazy: lazyPage(() => import('../../features/site/pages/AboutPage.tsx')),
    handle: handle('src/features/site/pages/AboutPage.tsx'),
  },
  {
    path: 'contact-us',
    lazy: lazyPage(() => import('../../features/contact/pages/ContactPage.tsx')),
    handle: handle('src/features/contact/pages/ContactPage.tsx'),
  },
  {
    path: 'register',
    lazy: lazyPage(() => import('../../features/site/pages/RegisterPage.tsx')),
    handle: handle('src/features/site/pages/RegisterPage.tsx'),
  },
  // Each service page loads only its own text.
  ...SERVICE_SLUGS.map(
    (service): RouteObject => ({
      path: service,
      lazy: lazyPage(servicePages[service].load),
      handle: handle(servicePages[service].source),
    }),
  ),
  {
    path: 'katalog-harga',
    lazy: lazyPage(() => import('../../features/catalogue/pages/CataloguePage.tsx')),
    handle: handle('src/features/catalogue/pages/CataloguePage.tsx'),
  },
  {
    path: 'kebijakan-privasi',
    lazy: lazyPage(() => import('../../features/company-profile/pages/PrivacyPage.tsx')),
    handle: handle('src/features/company-profile/pages/PrivacyPage.tsx'),
  },
  // Client-only (not pre-rendered): the sign-in code never loads with the public pages.
  {
    path: 'login',
    lazy: lazyPage(() => import('../../features/identity/pages/LoginPage.tsx')),
    handle: { title: 'Login' },
  },
  ...certificates,
  ...auditPack,
  ...devices,
  ...sightings,
  notFoundRoute,
]
