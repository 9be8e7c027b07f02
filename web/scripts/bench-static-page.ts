// The baseline of `npm run bench:web`: the home page as a plain static HTML page, the pre-rendered
// HTML the product serves with every script and module preload taken out, its CSS, images and
// fonts from the same build, compressed as the API sends them. Lighthouse measures it in the same
// run as the product's pages, so each page's gap to the static limit is a ratio of two figures
// taken on the same machine at the same moment (docs/benchmarks.md).
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
}

// The page without its JavaScript: what a visitor would get from a static site generator.
export function withoutScripts(html: string): string {
  return html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, '')
}

export async function startStaticPage(distDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const page = withoutScripts(readFileSync(path.join(distDir, 'index.html'), 'utf8'))
  // Compressed as the API sends the product's pages (web/scripts/compress.ts writes brotli).
  const compressedPage = brotliCompressSync(page)
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    const acceptsBrotli = String(request.headers['accept-encoding'] ?? '').includes('br')
    if (pathname === '/') {
      response.writeHead(200, {
        'content-type': TYPES['.html']!,
        'cache-control': 'no-cache',
        ...(acceptsBrotli ? { 'content-encoding': 'br', vary: 'accept-encoding' } : {}),
      })
      response.end(acceptsBrotli ? compressedPage : page)
      return
    }
    const file = path.join(distDir, path.normalize(pathname))
    if (!file.startsWith(distDir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
    const brotli = `${file}.br`
    const sendsBrotli = acceptsBrotli && existsSync(brotli)
    response.writeHead(200, {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      ...(sendsBrotli ? { 'content-encoding': 'br', vary: 'accept-encoding' } : {}),
    })
    response.end(readFileSync(sendsBrotli ? brotli : file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

type Measured = {
  page: string
  jsBeforeInteractive: number
  scores: { performance: number }
  metrics: { lcp: number; tbt: number }
}

// Each page beside the static page of the same run: LCP as a ratio, TBT and JavaScript as what the
// page adds, and the LCP target (issue 36: public pages <= 1.2 s, signed-in <= 2.0 s).
export function printAgainstStatic(
  results: Measured[],
  baseline: Measured,
  isPublic: (page: string) => boolean,
) {
  const { lcp, tbt } = baseline.metrics
  console.log(
    `\nagainst the static page of this run (the home page's HTML without its scripts): performance ${baseline.scores.performance}, LCP ${(lcp / 1000).toFixed(2)} s, TBT ${Math.round(tbt)} ms, JS ${(baseline.jsBeforeInteractive / 1024).toFixed(1)} KB`,
  )
  for (const result of results) {
    const target = isPublic(result.page) ? 1200 : 2000
    const ratio = (result.metrics.lcp / lcp).toFixed(2)
    const met = result.metrics.lcp <= target ? 'met' : 'NOT MET'
    console.log(
      `  ${result.page.padEnd(22)} performance ${result.scores.performance}  LCP ${(result.metrics.lcp / 1000).toFixed(2)} s = ${ratio} x static (target <= ${target / 1000} s: ${met})  TBT +${Math.round(result.metrics.tbt - tbt)} ms  JS +${((result.jsBeforeInteractive - baseline.jsBeforeInteractive) / 1024).toFixed(1)} KB`,
    )
  }
}
