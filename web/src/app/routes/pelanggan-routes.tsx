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
    // The home page first; its modules' panels once it has been painted (customer-home.tsx).
    lazy: lazyPage(async () => {
      const Home = (await import('./customer-home.tsx')).default
      const count = list.filter((module) => module.customerHomePanel).length
      const panels = () => customerHomePanels(list)
      return { default: () => <Home panels={panels} count={count} /> }
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
