import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { paths } from '../../lib/paths.ts'
import { routes } from '../routes.tsx'
import { ADMIN_MENU, PELANGGAN_MENU, TEKNISI_MENU } from './area-menus.ts'

// The page a path opens: the deepest route it matches ('*' is the 404 page).
function pageOf(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path
}

// Spec section 2, the signed-in areas' routes.
const SPEC_ROUTES = [
  '/admin-home',
  ...[
    'aboutUs',
    'contact-us',
    'katalog-harga',
    'login',
    ...SERVICE_SLUGS,
    'penjadwalan',
    'addPenjadwalan',
    'editPenjadwalan/12',
    'pelanggan',
    'addPelanggan',
    'editPelanggan/7',
    'tagihan',
    'addKatalog',
    'editKatalog/3',
    'pemesanan',
    'teknisi',
    'teknisi/laporanTreatmentTeknisi',
    'sertifikat_rayap',
    'laporan',
    'profil',
    'kontrak',
    'laporanBulananTreatment',
    'laporanBulananTreatment/7/11/2026',
  ].map((path) => `/admin-home/${path}`),
  '/teknisi/penjadwalan',
  '/pelanggan',
  ...[
    'aboutUs',
    'contact-us',
    'katalog-harga',
    ...SERVICE_SLUGS,
    'penjadwalan',
    'tagihan',
    'sertifikat_rayap',
    'laporan',
    'profil',
  ].map((path) => `/pelanggan/${path}`),
]

describe('the signed-in areas', () => {
  it('have a page for every route of the specification', () => {
    for (const pathname of SPEC_ROUTES) expect(pageOf(pathname), pathname).not.toBe('*')
    expect(pageOf('/admin-home/tidak-ada')).toBe('*')
  })

  it('link every menu entry to a page of its own area', () => {
    const menus = [
      [ADMIN_MENU, paths.admin.home],
      [PELANGGAN_MENU, paths.pelanggan.home],
      [TEKNISI_MENU, '/teknisi'],
    ] as const
    for (const [menu, prefix] of menus) {
      for (const { to } of menu.groups.flatMap((group) => group.entries)) {
        expect(to.startsWith(prefix), to).toBe(true)
        expect(pageOf(to), to).not.toBe('*')
      }
    }
    const adminLabels = ADMIN_MENU.groups.flatMap((group) => group.entries.map((entry) => entry.label))
    expect(adminLabels).toContain('Prospek Pelanggan')
  })
})
