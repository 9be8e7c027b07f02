import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { metaFor } from './app/document-meta.ts'
import { routes } from './app/routes.tsx'
import { FrameRenderContext } from './lib/boot-frame.ts'
import type { PageHandle } from './lib/lazy-page.tsx'

export { localBusinessJsonLd, pageMeta } from './features/site/meta.ts'
export { islandTemplates } from './islands/templates.tsx'
export { company } from './lib/company.ts'
// Used only by scripts/prerender.ts at build time (Node), never shipped to the browser.
export { CLIENT_ONLY_ROUTE_PATTERNS, PRERENDERED_PATHS } from './lib/paths.ts'

export type RenderedPage = {
  html: string
  status: number
  title: string
  description: string
  image?: string
  // Kept out of search results and the sitemap.
  noindex: boolean
  // Page modules (paths from web/) whose chunks the page needs before it can hydrate.
  sources: string[]
}

async function renderRoute(pathname: string, frame: boolean) {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')))
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect while pre-rendering`)
  const router = createStaticRouter(handler.dataRoutes, context)
  // hydrate={false}: no inline script (the CSP allows none); the client needs no loader data.
  const html = renderToString(
    <StrictMode>
      <FrameRenderContext value={frame}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </FrameRenderContext>
    </StrictMode>,
  )
  return { html, context }
}

// A signed-in area's page as it looks before its user and data are known: the area's layout and
// the page's static parts, placeholders for the rest (ADR 0121). The area shells show it from the
// HTML (web/scripts/area-shells.ts); the app replaces it with the same components once it runs.
export async function renderFrame(pathname: string): Promise<string> {
  return (await renderRoute(pathname, true)).html
}

export async function render(pathname: string): Promise<RenderedPage> {
  const { html, context } = await renderRoute(pathname, false)
  const handles = context.matches.map((match) => match.route.handle as PageHandle | undefined)
  const meta = metaFor(pathname, handles)
  return {
    html,
    status: context.statusCode,
    title: meta.title,
    description: meta.description,
    image: meta.image,
    noindex: meta.noindex === true,
    sources: handles.flatMap((handle) => (handle?.source ? [handle.source] : [])),
  }
}
