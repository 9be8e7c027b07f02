import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page.tsx'

// Data Teknisi: one list screen whose add, edit, history and account are dialogs.
export const adminRoutes: RouteObject[] = [
  {
    path: 'teknisi',
    lazy: lazyPage(() => import('./pages/TechnicianListPage.tsx')),
    handle: { title: 'Data Teknisi' },
  },
  {
    path: 'teknisi/laporanTreatmentTeknisi',
    lazy: lazyPage(() => import('./pages/TreatmentReportPage.tsx')),
    handle: { title: 'Laporan Treatment Teknisi' },
  },
]
