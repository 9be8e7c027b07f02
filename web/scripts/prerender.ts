// Build step after `vite build` (client) and `vite build --ssr` (entry-server): renders every
// public page into dist/<path>/index.html with its head (title, description, canonical, Open
// Graph, JSON-LD) and its own chunks linked, then writes the app shell for client-only routes,
// 404.html, sitemap.xml, robots.txt and spa-routes.json (read by services/api/plugins/spa.ts).
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { RenderedPage } from '../src/entry-server.tsx'
import { areaShell, FRAMED_PAGES, writeAreaShells } from './area-shells.ts'
import { assertStylesOrder, withPageStyles, withStylesInline } from './page-styles.ts'

type ServerEntry = {
  render(pathname: string): Promise<RenderedPage>
  renderFrame(pathname: string): Promise<string>
  PRERENDERED_PATHS: readonly string[]
  CLIENT_ONLY_ROUTE_PATTERNS: readonly string[]
  localBusinessJsonLd(origin: string): object
  islandTemplates(pathname: string): string
  company: { name: string }
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
type Manifest = Record<string, ManifestChunk>

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.join(webDir, 'dist')
const ssrEntry = path.join(webDir, '.tmp', 'ssr', 'entry-server.js')
// The site's public address, for canonical links, Open Graph and the sitemap.
const origin = (process.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, '')
const NOT_FOUND_PATH = '/404'

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
// JSON inside <script>: "</script>" or "<!--" in a value must not end the element.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const canonical = (pathname: string) => `${origin}${pathname === '/' ? '/' : pathname}`
const absolute = (url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T
}

// The page module's chunk, the chunks it imports (recursively) and their stylesheets.
function chunkFiles(manifest: Manifest, sources: string[], entryFiles: Set<string>) {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk)
      throw new Error(`pre-render: ${key} is not in the build manifest (a route's handle.source is wrong)`)
    if (entryFiles.has(chunk.file) || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const css of chunk.css ?? []) styles.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const source of sources) visit(source)
  return { scripts: [...scripts].map((file) => `/${file}`), styles: [...styles].map((file) => `/${file}`) }
}

function headFor(page: RenderedPage, pathname: string | null, siteName: string): string[] {
  const tags = [
    `<meta name="description" content="${escapeAttribute(page.description)}">`,
    `<meta property="og:site_name" content="${escapeAttribute(siteName)}">`,
    '<meta property="og:locale" content="id_ID">',
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${escapeAttribute(page.title)}">`,
    `<meta property="og:description" content="${escapeAttribute(page.description)}">`,
  ]
  if (pathname === null || page.noindex) tags.push('<meta name="robots" content="noindex">')
  if (pathname !== null) {
    tags.push(
      `<link rel="canonical" href="${escapeAttribute(canonical(pathname))}">`,
      `<meta property="og:url" content="${escapeAttribute(canonical(pathname))}">`,
    )
  }
  if (page.image) {
    tags.push(
      `<meta property="og:image" content="${escapeAttribute(absolute(page.image))}">`,
      '<meta name="twitter:card" content="summary_large_image">',
    )
  }
  return tags
}

function fillTemplate(template: string, title: string, head: string[], body: string): string {
  const filled = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace('<!--page-head-->', head.join('\n    '))
    .replace('<!--page-html-->', body)
  if (filled.includes('<!--page-head-->') || filled.includes('<!--page-html-->')) {
    throw new Error('pre-render: a placeholder of index.html was not replaced')
  }
  return filled
}

// A public page loads its boot script instead of the app (ADR 0052): the root names the app's
// entry and the page's chunks, which the boot script loads at the visitor's first action, and the
// islands' templates follow the root.
function bootedPage(
  html: string,
  scripts: { app: string; boot: string; chunks: string[] },
  templates: string,
) {
  const appScript = new RegExp(`<script type="module" crossorigin src="${scripts.app}"></script>`)
  if (!appScript.test(html)) throw new Error("pre-render: the app's entry script is not in index.html")
  const booted = html
    .replace(appScript, `<script type="module" src="${scripts.boot}"></script>`)
    .replace(
      '<div id="root">',
      `<div id="root" data-app="${scripts.app}" data-chunks="${escapeAttribute(JSON.stringify(scripts.chunks))}">`,
    )
    .replace('</body>', `${templates}\n  </body>`)
  if (!booted.includes('data-app=')) throw new Error('pre-render: the root of index.html was not found')
  return booted
}

const FAILED_RENDER = /Unexpected Application Error!|Halaman gagal dimuat/

// Budget (issue 36): compressed JavaScript a public page loads before the visitor acts, i.e. its
// boot script (the app's code waits for the first interaction, ADR 0052).
const JS_BUDGET_BYTES = 60 * 1024

async function scriptBytes(html: string): Promise<number> {
  // A chunk both the page and the entry preload is downloaded once: count it once.
  const files = new Set(
    [...html.matchAll(/<(?:script[^>]+src|link rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
      ([, file]) => file!,
    ),
  )
  let total = 0
  for (const file of files) total += gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length
  return total
}

async function main(): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error('pre-render: run `vite build` first')
  if (!existsSync(ssrEntry)) throw new Error('pre-render: run `vite build --ssr src/entry-server.tsx` first')
  const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry
  const manifest = await readJson<Manifest>(path.join(distDir, '.vite', 'manifest.json'))
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8')
  const entryFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .map((chunk) => chunk.file),
  )
  const appEntry = `/${[...entryFiles][0]}`
  const entryCss = Object.values(manifest).find((chunk) => chunk.isEntry)?.css ?? []
  if (entryCss.length !== 1) throw new Error('pre-render: the entry has not one stylesheet')
  // Every page's stylesheets inline, the entry's first (scripts/page-styles.ts, ADR 0131).
  const inline = async (html: string, page: string) =>
    assertStylesOrder(await withStylesInline(html, distDir), entryCss[0]!, page)
  const bootManifest = await readJson<Manifest>(path.join(distDir, 'boot-manifest.json'))
  const bootChunk = Object.values(bootManifest).find((chunk) => chunk.isEntry)
  if (entryFiles.size !== 1 || !bootChunk) throw new Error('pre-render: run `vite build --mode boot` first')
  const bootEntry = `/${bootChunk.file}`
  // Read here only: not a file the site serves.
  await rm(path.join(distDir, 'boot-manifest.json'))
  const siteName = server.company.name
  const jsonLd = `<script type="application/ld+json">${safeJson(server.localBusinessJsonLd(origin))}</script>`

  // The app shell first: index.html is about to become the home page.
  const shellPage: RenderedPage = {
    html: '',
    status: 200,
    title: siteName,
    description: `${siteName}: jasa pengendalian hama di Sidoarjo dan Jawa Timur.`,
    noindex: true,
    sources: [],
  }
  // The signed-in areas' shell: web/scripts/area-shells.ts (ADR 0056), its stylesheet inline as
  // the public pages' are, so its first paint ('Memuat halaman...') waits for the HTML alone.
  const shell = await inline(
    areaShell(fillTemplate(template, siteName, headFor(shellPage, null, siteName), '')),
    'shell.html',
  )
  await writeFile(path.join(distDir, 'shell.html'), shell)
  const frames: Record<string, string> = {}
  for (const page of FRAMED_PAGES) frames[page] = await server.renderFrame(page)
  await writeAreaShells(distDir, shell, manifest, entryFiles, frames, (html) => inline(html, 'an area shell'))

  // The pages search engines may list: every pre-rendered one but those marked noindex.
  const indexed: string[] = []
  for (const pathname of server.PRERENDERED_PATHS) {
    const page = await server.render(pathname)
    if (!page.noindex) indexed.push(pathname)
    if (page.status !== 200 || FAILED_RENDER.test(page.html)) {
      throw new Error(`pre-render: ${pathname} did not render (status ${page.status})`)
    }
    const chunks = chunkFiles(manifest, page.sources, entryFiles)
    const head = [...headFor(page, pathname, siteName), jsonLd]
    const file = path.join(distDir, pathname, 'index.html')
    await mkdir(path.dirname(file), { recursive: true })
    const html = await inline(
      bootedPage(
        withPageStyles(fillTemplate(template, page.title, head, page.html), chunks.styles),
        { app: appEntry, boot: bootEntry, chunks: chunks.scripts },
        server.islandTemplates(pathname),
      ),
      pathname,
    )
    await writeFile(file, html)
    const bytes = await scriptBytes(html)
    const note = bytes > JS_BUDGET_BYTES ? '  OVER THE 60 KB BUDGET' : ''
    console.log(`${pathname.padEnd(18)} ${(bytes / 1024).toFixed(1).padStart(6)} KB gzip JavaScript${note}`)
  }

  const notFound = await server.render(NOT_FOUND_PATH)
  if (!notFound.html.includes('404')) throw new Error('pre-render: the 404 page did not render')
  await writeFile(
    path.join(distDir, '404.html'),
    assertStylesOrder(
      fillTemplate(template, notFound.title, headFor(notFound, null, siteName), notFound.html),
      entryCss[0]!,
      '404.html',
    ),
  )

  const urls = indexed.map((pathname) => `  <url><loc>${escapeText(canonical(pathname))}</loc></url>`)
  await writeFile(
    path.join(distDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  )
  await writeFile(
    path.join(distDir, 'robots.txt'),
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin-home',
      'Disallow: /pelanggan',
      'Disallow: /teknisi',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n'),
  )
  await writeFile(
    path.join(distDir, 'spa-routes.json'),
    `${JSON.stringify(server.CLIENT_ONLY_ROUTE_PATTERNS, null, 2)}\n`,
  )
  // The build manifest stays for the service worker step (scripts/service-worker.ts), which
  // removes it.
  console.log(
    `pre-rendered ${server.PRERENDERED_PATHS.length} pages, 404.html, shell.html, sitemap.xml, robots.txt for ${origin}`,
  )
}

await main()
