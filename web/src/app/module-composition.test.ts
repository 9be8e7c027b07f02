import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { defineWebModule } from '../lib/web-module.ts'
import { menuOf } from './layouts/area-menus.ts'
import { webModules } from './modules.ts'
import { adminRoutesOf } from './routes/admin-routes.tsx'
import { customerHomePanels } from './routes/customer-home-panels.ts'
import { pelangganRoutesOf } from './routes/pelanggan-routes.tsx'
import { teknisiRoutesOf } from './routes/teknisi-routes.tsx'

// The web's promise of docs/adding-a-module.md, as services/api/module-composition.test.ts makes the
// API's: a module's twin declared here gets its screens in the signed-in areas and its entries in
// their menus from the web module list alone, with no other file edited.

const Empty = () => null
const NotesPanel = () => null
const page: RouteObject['lazy'] = async () => ({ Component: Empty })
const notes = defineWebModule({
  name: 'notes',
  adminRoutes: [{ path: 'catatan', lazy: page, handle: { title: 'Catatan' } }],
  customerRoutes: [{ path: 'catatan', lazy: page, handle: { title: 'Catatan Saya' } }],
  technicianRoutes: [{ path: 'catatan', lazy: page }],
  customerHomePanel: { order: 35, load: async () => NotesPanel },
  menu: [
    { area: 'admin', group: 'Dokumen', order: 25, label: 'Catatan', to: '/admin-home/catatan' },
    { area: 'pelanggan', order: 45, label: 'Catatan Saya', to: '/pelanggan/catatan' },
    { area: 'teknisi', order: 20, label: 'Catatan', to: '/teknisi/catatan' },
  ],
})
const withNotes = [...webModules, notes]

// The page a path opens in an area's routes: the deepest route it matches ('*' is the 404 page).
const pageOf = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path

describe('web composition from the module list', () => {
  it('gives a declared module its screens in each signed-in area', () => {
    expect(pageOf(adminRoutesOf(withNotes), '/catatan')).toBe('catatan')
    expect(pageOf(adminRoutesOf(webModules), '/catatan')).toBe('*')
    expect(pageOf(pelangganRoutesOf(withNotes), '/catatan')).toBe('catatan')
    expect(pageOf(teknisiRoutesOf(withNotes), '/catatan')).toBe('catatan')
  })

  it('puts its menu entries in their group, in their place', () => {
    const documents = menuOf('admin', withNotes).groups.find((group) => group.label === 'Dokumen')!
    expect(documents.entries.map((entry) => entry.label)).toEqual([
      'Tagihan',
      'Sertifikat Rayap',
      'Catatan',
      'Laporan',
      'Tindakan Korektif',
      'Laporan Bulanan Treatment',
    ])
    const customer = menuOf('pelanggan', withNotes).groups[0]!.entries.map((entry) => entry.label)
    expect(customer.indexOf('Catatan Saya')).toBe(customer.indexOf('Sertifikat Rayap') + 1)
    expect(menuOf('teknisi', withNotes).groups[0]!.entries.map((entry) => entry.label)).toEqual([
      'Jadwal Teknisi',
      'Catatan',
    ])
  })

  it('puts its card on the customer home, in its place among the others', async () => {
    const panels = await customerHomePanels(withNotes)
    expect(panels.map((panel) => panel.name)).toEqual([
      'NextVisitPanel',
      'UnpaidInvoicesPanel',
      'CertificatesPanel',
      'CustomerActionsPanel',
      'NotesPanel',
      'LatestReportPanel',
    ])
  })

  it('refuses a menu entry in a group its area does not have', () => {
    const stray = defineWebModule({
      name: 'stray',
      menu: [{ area: 'pelanggan', group: 'Dokumen', order: 1, label: 'X', to: '/pelanggan/x' }],
    })
    expect(() => menuOf('pelanggan', [stray])).toThrow('menu group(s) the pelanggan area has not: Dokumen')
  })

  it('lists each module once', () => {
    const names = webModules.map((module) => module.name)
    expect(new Set(names).size).toBe(names.length)
  })
})
