import type { RouteObject } from 'react-router'
import { pageRoute } from '../../lib/lazy-page.tsx'
import { paths } from '../../lib/paths.ts'
import { defineWebModule } from '../../lib/web-module.ts'

// The invoices' list, issue, edit and print screens under /admin-home.
export const adminRoutes: RouteObject[] = [
  pageRoute('tagihan', 'Data Tagihan', () => import('./pages/InvoiceListPage.tsx')),
  pageRoute('addTagihan', 'Terbitkan Tagihan', () => import('./pages/AddInvoicePage.tsx')),
  pageRoute('editTagihan/:idTagihan', 'Ubah Tagihan', () => import('./pages/EditInvoicePage.tsx')),
  pageRoute('tagihan/:idTagihan/cetak', 'Cetak Tagihan', () => import('./pages/PrintInvoicePage.tsx')),
]

// The customer's own invoices under /pelanggan.
export const customerRoutes: RouteObject[] = [
  pageRoute('tagihan', 'Tagihan', () => import('./pages/CustomerInvoicesPage.tsx')),
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
