import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// The invoices' list, issue, edit and print screens under /admin-home.
export const adminRoutes: RouteObject[] = [
  {
    path: 'tagihan',
    lazy: lazyPage(() => import('./pages/InvoiceListPage.tsx')),
    handle: { title: 'Data Tagihan' },
  },
  {
    path: 'addTagihan',
    lazy: lazyPage(() => import('./pages/AddInvoicePage.tsx')),
    handle: { title: 'Terbitkan Tagihan' },
  },
  {
    path: 'editTagihan/:idTagihan',
    lazy: lazyPage(() => import('./pages/EditInvoicePage.tsx')),
    handle: { title: 'Ubah Tagihan' },
  },
  {
    path: 'tagihan/:idTagihan/cetak',
    lazy: lazyPage(() => import('./pages/PrintInvoicePage.tsx')),
    handle: { title: 'Cetak Tagihan' },
  },
]

// The customer's own invoices under /pelanggan.
export const customerRoutes: RouteObject[] = [
  {
    path: 'tagihan',
    lazy: lazyPage(() => import('./pages/CustomerInvoicesPage.tsx')),
    handle: { title: 'Tagihan' },
  },
]

// The module's web twin: its screens and menu entries in the signed-in areas (app/modules.ts).
export const webModule = defineWebModule({
  name: 'invoices',
  adminRoutes,
  customerRoutes,
  menu: [
    { area: 'admin', group: 'Dokumen', order: 10, label: 'Tagihan', to: paths.admin.tagihan },
    { area: 'pelanggan', order: 30, label: 'Tagihan', to: paths.pelanggan.tagihan },
  ],
  customerHomePanel: {
    order: 20,
    load: () => import('./components/UnpaidInvoicesPanel.tsx').then((module) => module.UnpaidInvoicesPanel),
  },
})
