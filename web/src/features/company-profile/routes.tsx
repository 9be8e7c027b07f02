import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'

// The company's details that invoices print (not in the specification: issue 12).
export const adminRoutes: RouteObject[] = [
  {
    path: 'pengaturan',
    lazy: lazyPage(() => import('./pages/CompanyProfilePage.tsx')),
    handle: { title: 'Profil Perusahaan' },
  },
]
