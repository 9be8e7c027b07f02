import './styles/index.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
// The DOM build of the provider (it flushes navigations with react-dom's flushSync), as
// react-router-dom re-exported it.
import { RouterProvider } from 'react-router/dom'
import { discoverAreas, startingRoutes } from './app/area-discovery.ts'
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

// The next task: the start-up work runs as a few short tasks instead of one long one (a phone's
// main thread stays free to paint and answer in between; Lighthouse's TBT, ADR 0123).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start(container: HTMLElement): Promise<void> {
  let hydrate = container.firstElementChild !== null
  const routes = await startingRoutes(window.location.pathname)
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
  await nextTask()
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAreas })
  await nextTask()
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
