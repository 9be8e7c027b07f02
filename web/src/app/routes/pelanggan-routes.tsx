import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import type { RouteObject } from 'react-router'
import { servicePages } from '../../features/site/service-pages.ts'
import { lazyPage } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import type { WebModule } from '../../lib/web-module.ts'
import { webModules } from '../modules.ts'
import { customerHomePanels } from './customer-home-panels.ts'
import { notFoundRoute } from './not-found-route.tsx'

const areaPrefix = paths.pelanggan.home

// Under /pelanggan: the customer's home, its own records and profile, and the public pages.
export const pelangganRoutesOf = (list: readonly WebModule[]): RouteObject[] => [
  {
    index: true,
    // The home page and its modules' panels load together (customer-home.tsx).
    lazy: lazyPage(async () => {
      const [home, panels] = await Promise.all([import('./customer-home.tsx'), customerHomePanels(list)])
      const Home = home.default
      return { default: () => <Home panels={panels} /> }
    }),
    handle: { title: 'Beranda Pelanggan' },
  },
  {
    path: 'aboutUs',
    lazy: lazyPage(() => import('../../features/site/pages/AboutPage.tsx'), { areaPrefix }),
  },
  { path: 'contact-us', lazy: lazyPage(() => import('../../features/contact/pages/ContactPage.tsx')) },
  {
    path: 'katalog-harga',
    lazy: lazyPage(() => import('../../features/catalogue/pages/CataloguePage.tsx'), { areaPrefix }),
  },
  ...SERVICE_SLUGS.map(
    (service): RouteObject => ({
      path: service,
      lazy: lazyPage(servicePages[service].load, { areaPrefix }),
    }),
  ),
  {
    path: 'profil',
    lazy: lazyPage(() => import('../../features/identity/pages/ProfilePage.tsx')),
    handle: { title: 'Profil Saya' },
  },
  // The customer's own records, each module's screen (features/<module>/routes.tsx), from the web
  // module list.
  ...list.flatMap((module) => module.customerRoutes ?? []),
  notFoundRoute,
]

export const pelangganRoutes: RouteObject[] = pelangganRoutesOf(webModules)
