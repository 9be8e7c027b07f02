// Part of the pre-render (web/scripts/prerender.ts): the app shell the signed-in areas get, and one
// copy of it per page an area is opened on from a phone (ADR 0056). The shell
// - shows 'Memuat halaman...' from the HTML itself, before any script has run (the first paint);
// - sends the session's renewal from the HTML (public/area-boot.js), not after the entry has run;
// and each page's copy also preloads the area's layout and that page's chunks and stylesheets, so
// they download beside the entry instead of after it. services/api/plugins/spa.ts sends a page's
// copy for its address (area-shells.json) and shell.html for the other client-only routes.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AREA_FIRST_SCREENS } from './area-chunks.ts'

type ManifestChunk = { file: string; css?: string[]; imports?: string[] }
type Manifest = Record<string, ManifestChunk>

// The pages an area opens on (after sign-in, from the installed app, a WhatsApp link), with the
// modules the first render needs: the area's layout and the page (grouped into a few chunks by
// area-chunks.ts, ADR 0115).
export const AREA_PAGES: Record<string, readonly string[]> = {
  '/teknisi': AREA_FIRST_SCREENS.teknisi,
  '/teknisi/penjadwalan': AREA_FIRST_SCREENS.teknisi,
  '/pelanggan': AREA_FIRST_SCREENS.pelanggan,
}

// The pages whose shell paints the page's frame from the HTML (ADR 0121): the area's layout and the
// page's static parts, drawn at build time by the app's own components (entry-server.tsx
// renderFrame), in place of the loading words. Their stylesheets are inlined, not preloaded: the
// frame needs them for its first paint. (/teknisi only redirects to its schedule.) The frame is
// inert: a picture of the page until the app, which handles its controls, takes its place.
export const FRAMED_PAGES: readonly string[] = ['/teknisi/penjadwalan', '/pelanggan']

// What the shell shows before the app renders: the route spinner's markup (components/Spinner.tsx,
// app/RouteLoading.tsx), outside #root; styles/layout/page.css hides it once #root has content.
const BOOT_LOADING =
  '<div class="boot-loading"><div role="status" class="spinner spinner--lg spinner--labelled route-loading"><span class="spinner__circle" aria-hidden="true"></span><span class="spinner__label">Memuat halaman...</span></div></div>'
const BOOT_SCRIPT = '<script async fetchpriority="high" src="/area-boot.js"></script>'
// A framed page's notice that the app's code did not come (ADR 0131), outside the inert frame so
// that its link answers: styles/layout/page.css shows it, public/area-boot.js sets when, and the
// app removes it with the frame (lib/boot-frame.ts). A plain link: it reloads without a script.
const BOOT_STALLED =
  '<p class="boot-stalled alert alert--warning" role="alert"><span>Halaman belum bisa dimuat. Periksa koneksi internet Anda. <a href="">Muat ulang</a></span></p>'

function replaceOnce(html: string, search: string, replacement: string): string {
  if (!html.includes(search)) throw new Error(`area shells: ${search} is not in the shell`)
  return html.replace(search, replacement)
}

// The shell with its loading words and the renewal script. The script is async, so it runs as soon
// as it arrives, before the entry (a hundred times larger) and without waiting for the stylesheet;
// on a load where the entry runs first, the entry renews and the script stands aside.
export function areaShell(shell: string): string {
  const withLoading = replaceOnce(shell, '<div id="root"></div>', `<div id="root"></div>${BOOT_LOADING}`)
  return replaceOnce(withLoading, '<script type="module"', `${BOOT_SCRIPT}\n    <script type="module"`)
}

function preloads(
  manifest: Manifest,
  modules: readonly string[],
  entryFiles: Set<string>,
  framed: boolean,
): string[] {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`area shells: ${key} is not in the build manifest`)
    if (entryFiles.has(chunk.file) || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const css of chunk.css ?? []) styles.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of modules) visit(key)
  // Preloaded, not linked: a stylesheet in the head would hold the first paint back. The area's
  // code links them when it loads (crossorigin as it does, so the preloaded copy is the one used).
  // At low priority: they are needed after the entry, the stylesheet and the renewal script, and
  // never for the first paint (the HTML's own spinner).
  // A framed page's stylesheets are linked, to be inlined (the frame is drawn with them).
  return [
    ...[...styles].map((file) =>
      framed
        ? `<link rel="stylesheet" href="/${file}">`
        : `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`,
    ),
    ...[...scripts].map(
      (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
    ),
  ]
}

// Writes dist/shells/<page>.html for each of AREA_PAGES and dist/area-shells.json (address → file).
// The chunks' static imports must not go in a circle (area-chunks.ts groups modules by hand): in a
// circle, a module can run before one it imports and read its exports as undefined.
export function assertNoChunkCircle(manifest: Manifest): void {
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (key: string, path: string[]) => {
    if (state.get(key) === 'done') return
    if (state.get(key) === 'visiting')
      throw new Error(`area shells: chunks import in a circle: ${[...path, key].join(' → ')}`)
    state.set(key, 'visiting')
    for (const imported of manifest[key]?.imports ?? []) visit(imported, [...path, key])
    state.set(key, 'done')
  }
  for (const key of Object.keys(manifest)) visit(key, [])
}

// A page's shell with its frame in place of the loading words. Its entry and the page's chunks are
// named in the head, not loaded by it: the renewal script (public/area-boot.js) starts the entry
// and preloads the chunks once the frame has been painted. Loaded from the head, the entry may run
// before the first paint, and Lighthouse's simulation counts every script fetched before the
// largest paint as holding it back (on a busy phone that paint comes late). The renewal script and
// its calls stay first.
function framedShell(shell: string, frame: string): string {
  // Before the root, which is a screen high even while empty: the frame is the first screen.
  const withFrame = replaceOnce(
    shell,
    `<div id="root"></div>${BOOT_LOADING}`,
    `<div class="boot-frame" inert>${frame}</div>${BOOT_STALLED}<div id="root"></div>`,
  )
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(withFrame)
  if (!entry) throw new Error("area shells: the app's entry script is not in the shell")
  const chunks: string[] = []
  const withoutLoads = replaceOnce(withFrame, entry[0], '').replace(
    /\s*<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g,
    (_link, href: string) => {
      chunks.push(href)
      return ''
    },
  )
  const named = `<meta name="ttsg-entry" content="${entry[1]}" data-chunks="${chunks.join(' ')}">`
  return replaceOnce(withoutLoads, BOOT_SCRIPT, `${named}\n    ${BOOT_SCRIPT}`)
}

// `frames` holds each of FRAMED_PAGES' frame HTML; `inlineStyles` puts linked stylesheets inline.
export async function writeAreaShells(
  distDir: string,
  shell: string,
  manifest: Manifest,
  entryFiles: Set<string>,
  frames: Record<string, string>,
  inlineStyles: (html: string) => Promise<string>,
): Promise<void> {
  assertNoChunkCircle(manifest)
  const index: Record<string, string> = {}
  await mkdir(path.join(distDir, 'shells'), { recursive: true })
  for (const [page, modules] of Object.entries(AREA_PAGES)) {
    const file = `shells/${page.slice(1).replace(/\//g, '-')}.html`
    const frame = frames[page]
    const links = preloads(manifest, modules, entryFiles, frame !== undefined).join('\n    ')
    const withLinks = replaceOnce(shell, '</head>', `    ${links}\n  </head>`)
    const html = frame === undefined ? withLinks : await inlineStyles(framedShell(withLinks, frame))
    await writeFile(path.join(distDir, file), html)
    index[page] = file
  }
  await writeFile(path.join(distDir, 'area-shells.json'), `${JSON.stringify(index, null, 2)}\n`)
}
