// Part of the pre-render (web/scripts/prerender.ts): a page's stylesheets in its HTML, in one order
// (ADR 0131). The entry's stylesheet (tokens, base, the frame, the shared UI) comes first on every
// page, then the page's or the area's; the app links the stylesheets of the chunks it imports
// after them, at the end of the head. With that order a chunk's rule wins over the entry's rule of
// the same specificity, as in development, whichever file arrives first.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"[^>]*>/g

// The page's own stylesheets, after the entry's (which Vite's index.html links last in the head).
export function withPageStyles(html: string, styles: string[]): string {
  if (styles.length === 0) return html
  const links = styles.map((file) => `<link rel="stylesheet" href="${file}">`).join('\n    ')
  if (!html.includes('</head>')) throw new Error('pre-render: the page has no </head>')
  return html.replace('</head>', `  ${links}\n  </head>`)
}

// Each inline copy is followed by a disabled link to its file, which the browser does not fetch:
// Vite's loader, which links a chunk's stylesheets when the app imports the chunk, skips a file the
// document already links. So the app never fetches these again, nor puts the entry's rules a
// second time after the chunks' (where they won over the chunks' rules of the same specificity).
export async function withStylesInline(html: string, distDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g)]
  let inlined = html
  for (const [link, file] of links) {
    const css = (await readFile(path.join(distDir, file!), 'utf8')).trim()
    if (css.includes('</')) throw new Error(`pre-render: ${file} cannot be put inside <style>`)
    const present = `<link rel="stylesheet" href="/${file}" disabled>`
    inlined = inlined.replace(link, () => `<style>${css}</style>${present}`)
  }
  return inlined
}

// Fails the build when a page's first stylesheet is not the entry's, or a file comes twice.
export function assertStylesOrder(html: string, entryCss: string, page: string): string {
  const files = [...html.matchAll(STYLESHEET_LINK)].map(([, file]) => file!)
  const inline = html.match(/<style>/g)?.length ?? 0
  const present = html.match(/<link rel="stylesheet"[^>]* disabled>/g)?.length ?? 0
  if (files.length > 0 && files[0] !== entryCss)
    throw new Error(`pre-render: ${page} puts ${files[0]} before the entry's ${entryCss}`)
  if (new Set(files).size !== files.length) throw new Error(`pre-render: ${page} has a stylesheet twice`)
  if (inline !== present) throw new Error(`pre-render: ${page} has an inline stylesheet without its file`)
  return html
}
