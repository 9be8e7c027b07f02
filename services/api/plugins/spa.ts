import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// Serves the built SPA from the same origin. Public pages were pre-rendered at build time to
// <route>/index.html; the routes that only exist in the browser (signed-in areas) get the app
// shell; every other path gets the pre-rendered 404 page with status 404.
// A page whose pre-rendered HTML the API completes per request (`fills`: path → filler, the privacy
// notice's current text) is served from here, never as the static file.
export default fp(async function spa(
  app: FastifyInstance,
  options: { distDir: string; fills?: Record<string, (html: string) => Promise<string>> },
) {
  const root = path.resolve(options.distDir)
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web build not found: run `npm run build` to serve the SPA')
    return
  }
  const routesFile = path.join(root, 'spa-routes.json')
  const clientRoutes: string[] = existsSync(routesFile) ? JSON.parse(readFileSync(routesFile, 'utf8')) : []
  const matchers = clientRoutes.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/:[^/]+/g, '[^/]+')}/?$`,
      ),
  )
  // index.html is the pre-rendered home page; the empty app shell is written beside it.
  const shellFile = path.join(root, 'shell.html')
  const shell = readFileSync(existsSync(shellFile) ? shellFile : path.join(root, 'index.html'))
  // The pages a signed-in area opens on have a copy of the shell that preloads their code
  // (web/scripts/area-shells.ts, ADR 0056): address → file, read once.
  const areaShellsFile = path.join(root, 'area-shells.json')
  const areaShells = new Map<string, Buffer>(
    existsSync(areaShellsFile)
      ? Object.entries(JSON.parse(readFileSync(areaShellsFile, 'utf8')) as Record<string, string>).map(
          ([page, file]) => [page, readFileSync(path.join(root, file))],
        )
      : [],
  )
  const notFoundFile = path.join(root, '404.html')
  const notFound = existsSync(notFoundFile) ? readFileSync(notFoundFile) : shell

  const fills = new Map(
    Object.entries(options.fills ?? {}).flatMap(([page, fill]) => {
      const file = path.join(root, page, 'index.html')
      return existsSync(file) ? [[page, { html: readFileSync(file, 'utf8'), fill }] as const] : []
    }),
  )
  const filledFiles = new Set([...fills.keys()].map((page) => path.join(root, page, 'index.html')))

  await app.register(fastifyStatic, {
    root,
    allowedPath: (pathName) => !filledFiles.has(path.join(root, decodeURIComponent(pathName), 'index.html')),
    wildcard: false,
    index: ['index.html'],
    redirect: false,
    // The web build writes .br/.gz copies (web/scripts/compress.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
      res.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      )
    },
  })

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/'
    } catch {
      return reply.status(400).send({ status: 'gagal', errMessage: 'Alamat tidak valid' })
    }
    const filled = fills.get(pathname)
    if (filled !== undefined) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await filled.fill(filled.html))
    }
    const prerendered = path.join(root, pathname, 'index.html')
    if (prerendered.startsWith(root + path.sep) && existsSync(prerendered)) {
      return reply.sendFile(path.relative(root, prerendered))
    }
    if (!pathname.startsWith('/api') && matchers.some((matcher) => matcher.test(pathname))) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(areaShells.get(pathname) ?? shell)
    }
    if (pathname.startsWith('/api')) {
      return reply
        .status(404)
        .send({ status: 'gagal', errMessage: `Alamat ${request.method} ${pathname} tidak ditemukan` })
    }
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(notFound)
  })
})
