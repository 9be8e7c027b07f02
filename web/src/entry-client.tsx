import './styles/index.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
// The DOM build of the provider (it flushes navigations with react-dom's flushSync), as
// react-router-dom re-exported it.
import { RouterProvider } from 'react-router/dom'
import { routes } from './app/routes.tsx'
import { HYDRATED_EVENT } from './islands/replay.ts'
import { restoreTypedFields, watchTypedFields } from './islands/typed-fields.ts'
import { startEarlyRenewal } from './lib/early-renewal.ts'

// Pre-rendered pages are hydrated. Their lazy route modules are loaded first, so the first client
// render matches the HTML; client-only paths (the app shell) are rendered from scratch.
async function loadInitialRoutes(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}

async function start(container: HTMLElement): Promise<void> {
  let hydrate = container.firstElementChild !== null
  if (hydrate) {
    try {
      await loadInitialRoutes(routes)
    } catch (error) {
      // The router loads the page again and shows the chunk-load error screen if it still fails.
      console.error('page code failed to load before hydration', error)
      hydrate = false
      container.replaceChildren()
    }
  }
  const router = createBrowserRouter(routes)
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  // A public page was shown before its app loaded (ADR 0052): what the visitor typed meanwhile is
  // set again once React runs the page (RootLayout marks html[data-ready] then), and only then is
  // a press held by the page's boot script done.
  const typed = hydrate ? watchTypedFields(container) : () => []
  const ready = new MutationObserver(() => {
    if (!document.documentElement.dataset.ready) return
    ready.disconnect()
    restoreTypedFields(typed())
    dispatchEvent(new Event(HYDRATED_EVENT))
  })
  ready.observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] })
  if (hydrate) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

// Before anything else: a page opened in a signed-in area renews its session while its code loads.
startEarlyRenewal(window.location)
const container = document.getElementById('root')
if (container) void start(container)
