// Build step after the pre-render (which writes shell.html): bundles the technician area's Workbox
// service worker (src/lib/service-worker.ts) into dist/sw.js with the list of files it keeps at
// install, then removes the build manifest it read. ADR 0040.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

type ManifestChunk = {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>
type PrecacheEntry = { url: string; revision: string | null }

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.join(webDir, 'dist')
const manifestFile = path.join(distDir, '.vite', 'manifest.json')

// What the area opens with: the app's entry, the area's layout and its two pages, and everything
// they import, lazily too (the toast library, the completion dialog): offline, a lazy chunk not
// kept is a failure. Of the entry's own lazy imports, only the libraries (the toast library) are
// kept, not the routes (every page of the site).
const ENTRY = 'index.html'
const AREA_MODULES = [
  // The areas' routes, out of the entry since ADR 0123: the area cannot start without them.
  'src/app/area-routes.ts',
  'src/app/layouts/TeknisiLayout.tsx',
  'src/features/schedules/pages/TechnicianSchedulePage.tsx',
  'src/features/identity/pages/ProfilePage.tsx',
]

// The other modules' panels on the technician's visit cards (the pesticides applied, ADR 0079):
// declared in their module's routes.tsx, which sits in a chunk whose lazy imports are not
// followed, and loaded after the card's paint (ADR 0115). Kept too, so a card opened offline has
// them whatever the browser's own cache still holds (ADR 0130).
const TECHNICIAN_PANEL = /slot: 'kunjungan-teknisi',[^}]*?import\('\.\/([^']+)'\)/g

async function technicianPanels(): Promise<string[]> {
  const featuresDir = path.join(webDir, 'src', 'features')
  const modules: string[] = []
  for (const feature of await readdir(featuresDir)) {
    const routes = path.join(featuresDir, feature, 'routes.tsx')
    if (!existsSync(routes)) continue
    const source = await readFile(routes, 'utf8')
    const found = [...source.matchAll(TECHNICIAN_PANEL)].map((match) => `src/features/${feature}/${match[1]}`)
    if (found.length !== source.split("slot: 'kunjungan-teknisi'").length - 1)
      throw new Error(`service worker: a technician panel in ${routes} has no import(...) this script reads`)
    modules.push(...found)
  }
  return modules
}

// Files outside the hashed chunks, kept with a revision made from their content.
const UNHASHED = [
  'shell.html',
  // The shell's renewal script (ADR 0056): offline, the shell opens without a failed request.
  'area-boot.js',
  'teknisi.webmanifest',
  'favicon.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
]

// The entry, the areas' routes and the areas' grouped chunks (scripts/area-chunks.ts, which hold
// the modules' route lists since ADR 0123) import every page and panel lazily: of theirs, only the
// libraries are kept.
const holdsRouteLists = (key: string) =>
  key === ENTRY || key === 'src/app/area-routes.ts' || key.startsWith('_area-')

function areaChunks(manifest: Manifest, panels: string[]): string[] {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`service worker: ${key} is not in the build manifest`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
    for (const imported of chunk.dynamicImports ?? [])
      if (!holdsRouteLists(key) || imported.includes('node_modules/')) visit(imported)
  }
  visit(ENTRY)
  for (const key of [...AREA_MODULES, ...panels]) visit(key)
  return [...files]
}

async function revisionOf(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(path.join(distDir, file)))
    .digest('hex')
    .slice(0, 16)
}

async function main(): Promise<void> {
  if (!existsSync(manifestFile)) throw new Error('service worker: run `vite build` and the pre-render first')
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest
  const panels = await technicianPanels()
  const chunks = areaChunks(manifest, panels)
  const entries: PrecacheEntry[] = [
    ...(await Promise.all(
      UNHASHED.map(async (file) => ({ url: `/${file}`, revision: await revisionOf(file) })),
    )),
    ...chunks.map((file) => ({ url: `/${file}`, revision: null })),
  ]
  let bytes = 0
  for (const { url } of entries) bytes += (await stat(path.join(distDir, url))).size

  await build({
    configFile: false,
    root: webDir,
    logLevel: 'warn',
    // Workbox logs its development messages unless it is told this is production.
    define: {
      __PRECACHE_ENTRIES__: JSON.stringify(entries),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      target: 'es2022',
      outDir: distDir,
      emptyOutDir: false,
      copyPublicDir: false,
      // A classic worker script, one file, no imports left.
      lib: {
        entry: path.join(webDir, 'src', 'lib', 'service-worker.ts'),
        formats: ['iife'],
        name: 'ttsgServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  })
  // The build manifest served no one; keep it out of the public folder.
  await rm(path.join(distDir, '.vite'), { recursive: true, force: true })
  console.log(
    `sw.js: ${entries.length} files kept at install (${(bytes / 1024).toFixed(0)} KB before compression)`,
  )
}

await main()
