import path from 'node:path'
import type { ModuleInfo } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { AREA_FIRST_SCREENS, areaChunkNames } from '../../scripts/area-chunks.ts'
import { assertNoChunkCircle } from '../../scripts/area-shells.ts'

// How the build groups the areas' first screens (web/scripts/area-chunks.ts, ADR 0115), on a small
// module graph shaped as the app's: the entry, the lazy area layouts and pages, the public pages.
const WEB = '/repo/web'
const at = (file: string) => path.join(WEB, file)
// Each area's list starts with the areas' routes (app/area-routes.ts, ADR 0123), not in this graph.
const [, TECH_LAYOUT, TECH_PAGE] = AREA_FIRST_SCREENS.teknisi.map(at) as [string, string, string]
const [, CUSTOMER_LAYOUT, CUSTOMER_HOME] = AREA_FIRST_SCREENS.pelanggan.map(at) as [string, string, string]

type Node = { imports?: string[]; lazy?: string[] }

function graphOf(nodes: Record<string, Node>) {
  const importersOf = (id: string, key: 'imports' | 'lazy') =>
    Object.entries(nodes)
      .filter(([, node]) => node[key]?.includes(id))
      .map(([importer]) => importer)
  return {
    getModuleInfo: (id: string) =>
      id in nodes
        ? ({
            id,
            importedIds: nodes[id]!.imports ?? [],
            dynamicallyImportedIds: nodes[id]!.lazy ?? [],
            importers: importersOf(id, 'imports'),
            dynamicImporters: importersOf(id, 'lazy'),
          } as unknown as ModuleInfo)
        : null,
  }
}

const REACT = at('node_modules/react/index.js')
const SESSION = at('src/lib/session.ts')
const API_CLIENT = at('src/lib/api-client.ts')
const FIELD = at('src/components/Field.tsx')
const GUARD = at('src/app/guard.tsx')
const VISITS = at('src/features/schedules/api/schedules-api.ts')
const PROFILE = at('src/features/identity/pages/CustomerHomePage.tsx')
const PAGE_IN_PAGE = at('src/features/schedules/pages/ScheduleListPage.tsx')
const CONTACT = at('src/features/contact/pages/ContactPage.tsx')
const LOGIN = at('src/features/identity/pages/LoginPage.tsx')
const HOME = at('src/features/site/pages/HomePage.tsx')
const ROUTING = at('src/lib/lazy-page.tsx')
const CUSTOMER_KIT = at('src/app/layouts/customer-kit.ts')

const GRAPH = graphOf({
  [at('src/entry-client.tsx')]: { imports: [REACT, ROUTING, at('src/app/routes.tsx')] },
  [at('src/app/routes.tsx')]: {
    imports: [at('src/app/routes/public-routes.tsx')],
    lazy: [TECH_LAYOUT, CUSTOMER_LAYOUT],
  },
  [REACT]: {},
  [ROUTING]: {},
  [at('src/app/routes/public-routes.tsx')]: {
    imports: [ROUTING],
    lazy: [HOME, CONTACT, LOGIN],
  },
  [at('src/features/site/service-pages.ts')]: { lazy: [] },
  [HOME]: { imports: [REACT] },
  [CONTACT]: { imports: [FIELD, API_CLIENT] },
  [LOGIN]: { imports: [SESSION, FIELD] },
  [TECH_LAYOUT]: { imports: [GUARD, REACT], lazy: [TECH_PAGE] },
  [CUSTOMER_LAYOUT]: { imports: [GUARD, CUSTOMER_KIT], lazy: [CUSTOMER_HOME] },
  [TECH_PAGE]: { imports: [VISITS, FIELD, ROUTING], lazy: [PAGE_IN_PAGE] },
  [CUSTOMER_HOME]: { imports: [PROFILE, CUSTOMER_KIT] },
  [CUSTOMER_KIT]: {},
  [PAGE_IN_PAGE]: { imports: [VISITS] },
  [GUARD]: { imports: [SESSION] },
  [SESSION]: { imports: [API_CLIENT] },
  [API_CLIENT]: {},
  [FIELD]: {},
  [VISITS]: { imports: [API_CLIENT] },
  [PROFILE]: { imports: [API_CLIENT] },
})

describe('the areas’ first screens in a few chunks', () => {
  const names = areaChunkNames(GRAPH, WEB)

  it('groups each module by the first screens and the kinds of public page that load it', () => {
    expect(names.get(VISITS)).toBe('area-teknisi')
    expect(names.get(CUSTOMER_KIT)).toBe('area-pelanggan')
    expect(names.get(GUARD)).toBe('area-shared')
    expect(names.get(FIELD)).toBe('area-teknisi-sign-in-site')
    expect(names.get(API_CLIENT)).toBe('area-shared-sign-in-site')
  })

  it('keeps the session’s code out of every chunk a site page loads', () => {
    expect(names.get(SESSION)).toBe('area-shared-sign-in')
    const siteChunks = [FIELD, API_CLIENT].map((id) => names.get(id))
    expect(siteChunks).not.toContain(names.get(SESSION))
  })

  it('leaves the entry, the packages and every lazily loaded page or layout to the bundler', () => {
    for (const id of [REACT, ROUTING, TECH_LAYOUT, TECH_PAGE, CUSTOMER_LAYOUT, CUSTOMER_HOME, PAGE_IN_PAGE])
      expect(names.has(id), id).toBe(false)
    // A module one lazy page alone loads is in that page's chunk already (moved out, its packages
    // would stay behind in the page's chunk and import it back: a circle).
    expect(names.has(PROFILE)).toBe(false)
    // Only what a first screen loads statically is grouped: the public pages' own code is not.
    for (const id of [HOME, CONTACT, LOGIN]) expect(names.has(id), id).toBe(false)
  })

  it('has a chunk import only chunks loaded by more pages (no circle between chunks)', () => {
    const loadersOf = (name: string) =>
      new Set([
        ...(name.startsWith('area-shared') ? ['teknisi', 'pelanggan'] : [name.split('-')[1]!]),
        ...(name.includes('-sign-in') ? ['sign-in'] : []),
        ...(name.endsWith('-site') ? ['site'] : []),
      ])
    for (const [id, name] of names)
      for (const imported of GRAPH.getModuleInfo(id)!.importedIds) {
        const target = names.get(imported)
        if (!target || target === name) continue
        const [from, to] = [loadersOf(name), loadersOf(target)]
        expect(to.size, `${id} → ${imported}`).toBeGreaterThan(from.size)
        for (const loader of from) expect(to.has(loader), `${id} → ${imported}`).toBe(true)
      }
  })
})

describe('the built chunks', () => {
  it('refuses chunks that import each other in a circle', () => {
    const chunk = (file: string, imports: string[] = []) => ({ file, imports })
    expect(() =>
      assertNoChunkCircle({
        'src/app/routes/customer-home.tsx': chunk('customer-home.js', ['_area-pelanggan.js']),
        '_area-pelanggan.js': chunk('area-pelanggan.js', ['src/app/routes/customer-home.tsx']),
      }),
    ).toThrow('chunks import in a circle: src/app/routes/customer-home.tsx → _area-pelanggan.js')
    expect(() =>
      assertNoChunkCircle({
        'a.tsx': chunk('a.js', ['_b.js', '_c.js']),
        '_b.js': chunk('b.js', ['_c.js']),
        '_c.js': chunk('c.js'),
      }),
    ).not.toThrow()
  })
})
