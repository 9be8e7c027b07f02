import type { RouteObject } from 'react-router'
import { lazyPage, pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// The catalogue's screens under /admin-home: the admin home is the catalogue with Edit and Hapus
// on each card (spec section 2), beside the page visitors see.
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(() => import('./pages/AdminCataloguePage.tsx')),
    handle: { title: 'Beranda Admin' },
  },
  {
    path: 'katalog-harga',
    lazy: lazyPage(() => import('./pages/CataloguePage.tsx'), { areaPrefix: paths.admin.home }),
  },
  pageRoute('addKatalog', 'Tambah Katalog Harga', () => import('./pages/AddCataloguePage.tsx')),
  pageRoute('editKatalog/:idKatalog', 'Edit Katalog Harga', () => import('./pages/EditCataloguePage.tsx')),
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'catalogue',
  adminRoutes,
  menu: [
    { area: 'admin', group: 'Beranda', order: 20, label: 'Katalog Harga', to: paths.admin.katalog },
    { area: 'pelanggan', order: 60, label: 'Katalog Harga', to: paths.pelanggan.katalog },
  ],
})
