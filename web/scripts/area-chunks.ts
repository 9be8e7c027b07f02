// Part of the build (vite.config.ts, ADR 0115): the code a signed-in area's first screen needs, in
// about a dozen files instead of about thirty. Lighthouse's phone (and a real one on mobile data)
// fetches over HTTP/1.1's six connections, so thirty small chunks cost five or six round trips one
// after the other, where their bytes alone take a fraction of one. Each module the technician's or
// the customer's first screen loads statically is named by who else loads it: both areas or one,
// and which kind of pre-rendered public page (the sign-in page, the site's pages). A page loading
// such a chunk may get a little code it does not run (a site page, the API client's helpers, once
// the visitor acts; an admin page, the areas' shared code), never the session's code on a site page.
// Imports only go from a name to one loaded by more pages, so the chunks cannot import in a circle.
// Packages are left where the bundler puts them: their barrels (react-aria, lucide-react) name
// far more modules than a page keeps after tree-shaking.
import path from 'node:path'
import type { ChunkingContext } from 'rolldown'

// Each area's first screens: the areas' routes (not in the entry, ADR 0123), its layout and the
// page it opens on (area-shells.ts preloads them).
const AREA_ROUTES = 'src/app/area-routes.ts'
export const AREA_FIRST_SCREENS = {
  teknisi: [
    AREA_ROUTES,
    'src/app/layouts/TeknisiLayout.tsx',
    'src/features/schedules/pages/TechnicianSchedulePage.tsx',
  ],
  pelanggan: [AREA_ROUTES, 'src/app/layouts/PelangganLayout.tsx', 'src/app/routes/customer-home.tsx'],
} as const

const ENTRY = 'src/entry-client.tsx'
// The pre-rendered public pages: these files' lazy imports (the site's pages, the sign-in page).
const PUBLIC_PAGE_LISTS = ['src/app/routes/public-routes.tsx', 'src/features/site/service-pages.ts']
const SIGN_IN_PAGE = 'src/features/identity/pages/LoginPage.tsx'

type Graph = Pick<ChunkingContext, 'getModuleInfo'>

function closure(
  graph: Graph,
  roots: string[],
  follow: { dynamic: boolean; stop?: { has(id: string): boolean } },
): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || follow.stop?.has(id)) continue
    const info = graph.getModuleInfo(id)
    if (!info) continue
    seen.add(id)
    queue.push(...info.importedIds, ...(follow.dynamic ? info.dynamicallyImportedIds : []))
  }
  return seen
}

// Module id → chunk name, for the modules of the areas' first screens.
export function areaChunkNames(graph: Graph, webDir: string): Map<string, string> {
  const id = (file: string) => path.join(webDir, file)
  const entry = closure(graph, [id(ENTRY)], { dynamic: false })
  const stop = { has: (module: string) => entry.has(module) || module.includes('/node_modules/') }
  const publicPages = PUBLIC_PAGE_LISTS.flatMap(
    (file) => graph.getModuleInfo(id(file))?.dynamicallyImportedIds ?? [],
  )
  if (publicPages.length === 0) throw new Error('area chunks: no public page found in the module graph')
  // Who loads each module statically: the areas by name, the public pages by their file.
  const loadedBy = new Map<string, string[]>()
  const consumers: [string, string[]][] = [
    ...Object.entries(AREA_FIRST_SCREENS).map(([area, roots]): [string, string[]] => [area, roots.map(id)]),
    ...publicPages.map((page): [string, string[]] => [path.relative(webDir, page), [page]]),
  ]
  for (const [consumer, roots] of consumers) {
    for (const module of closure(graph, roots, { dynamic: false, stop })) {
      loadedBy.set(module, [...(loadedBy.get(module) ?? []), consumer])
    }
  }
  const shared = sharedByLazyModules(graph, entry, stop)
  const names = new Map<string, string>()
  for (const [module, by] of loadedBy) {
    // A page or layout loaded lazily keeps its own chunk: in a group, it would make that group an
    // entry the bundler merges other shared code into, which other pages would then load. And a
    // module only one of them loads is in that one's chunk already: moved out, it would cost a
    // file, and the bundler would leave its packages (icons) behind in that chunk, which would
    // then import the group that imports it, a circle.
    if (isLazy(graph, module) || !shared.has(module)) continue
    const areas = by.filter((consumer) => consumer in AREA_FIRST_SCREENS)
    if (areas.length === 0) continue
    const kinds = [...new Set(by.filter((consumer) => !areas.includes(consumer)).map(kindOf))].sort()
    names.set(module, [areas.length > 1 ? 'area-shared' : `area-${areas[0]}`, ...kinds].join('-'))
  }
  return names
}

const isLazy = (graph: Graph, module: string) =>
  (graph.getModuleInfo(module)?.dynamicImporters.length ?? 0) > 0

// The modules (outside the entry) that two or more lazily loaded modules load statically: the ones
// the bundler puts in a chunk of their own, shared.
function sharedByLazyModules(
  graph: Graph,
  entry: Set<string>,
  stop: { has(id: string): boolean },
): Set<string> {
  const everything = closure(graph, [...entry], { dynamic: true })
  const count = new Map<string, number>()
  for (const lazyModule of [...everything].filter((module) => isLazy(graph, module) && !entry.has(module)))
    for (const module of closure(graph, [lazyModule], { dynamic: false, stop }))
      count.set(module, (count.get(module) ?? 0) + 1)
  return new Set([...count].filter(([, loaders]) => loaders > 1).map(([module]) => module))
}

// A public page that loads area code is the sign-in page (the session's code) or one of the site's
// pages (the form kit, the API client): grouped apart, so the site's pages never run the session's.
const kindOf = (page: string) => (page === SIGN_IN_PAGE ? 'sign-in' : 'site')

// The name function of a code-splitting group: the graph is read once, on the first call.
export function areaChunks(webDir: string): (moduleId: string, ctx: ChunkingContext) => string | null {
  let names: Map<string, string> | undefined
  return (moduleId, ctx) => {
    names ??= areaChunkNames(ctx, webDir)
    return names.get(moduleId) ?? null
  }
}
