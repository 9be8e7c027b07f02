import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import type { RouteObject } from 'react-router'
import { servicePages } from '../../features/site/service-pages.ts'
import { paths } from '../../lib/paths.ts'
import { lazyPage } from '../lazy-page.tsx'
import { notFoundRoute } from './not-found-route.tsx'
import { placeholderRoute } from './placeholder-route.tsx'

const areaPrefix = paths.pelanggan.home

// Under /pelanggan. The customer's own screens (schedule, invoices, ...) join this list.
export const pelangganRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(() => import('../../features/identity/pages/CustomerHomePage.tsx')),
    handle: { title: 'Beranda Pelanggan' },
  },
  {
    path: 'aboutUs',
    lazy: lazyPage(() => import('../../features/site/pages/AboutPage.tsx'), { areaPrefix }),
  },
  { path: 'contact-us', lazy: lazyPage(() => import('../../features/contact/pages/ContactPage.tsx')) },
  {
    path: 'katalog-harga',
    lazy: lazyPage(() => import('../../features/catalogue/pages/KatalogHargaPage.tsx'), { areaPrefix }),
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
  // The customer's own screens that later issues fill.
  placeholderRoute('penjadwalan', 'Jadwal Layanan'),
  placeholderRoute('tagihan', 'Tagihan'),
  placeholderRoute('sertifikat_rayap', 'Sertifikat Rayap'),
  placeholderRoute('laporan', 'Laporan'),
  notFoundRoute,
]
