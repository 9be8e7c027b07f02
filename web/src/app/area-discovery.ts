import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router'
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from '../lib/lazy-page.tsx'
import { type AreaSegment, type AreaTrees, appRoutes, areaOf, areaRoute } from './app-routes.tsx'

// The areas' pages are one chunk the entry does not contain (ADR 0123). A page opened in an area
// waits for it before the router starts (the area's shell preloads it beside the entry) and starts
// with that area's pages only (fewer routes to rank); the router's route discovery adds an area's
// pages at the first navigation into it.
let loading: Promise<AreaTrees> | undefined
const inTree = new Set<AreaSegment>()

function loadAreaTrees(): Promise<AreaTrees> {
  loading ??= withTimeout(import('./area-routes.ts'), CHUNK_LOAD_TIMEOUT_MS).then(
    (loaded) => loaded.areaTrees,
    (error: unknown) => {
      // Tried again on the next navigation (the error screen's reload, another link).
      loading = undefined
      throw error
    },
  )
  return loading
}

// The tree the router starts with, for the page the browser opened.
export async function startingRoutes(pathname: string): Promise<RouteObject[]> {
  const area = areaOf(pathname)
  if (area === undefined) return appRoutes()
  try {
    const trees = await loadAreaTrees()
    inTree.add(area)
    return appRoutes({ [area]: trees[area] })
  } catch (error) {
    // The router asks again (discoverAreas) and shows the chunk-load error screen if it fails.
    console.error('area routes failed to load before the first render', error)
    return appRoutes()
  }
}

// The router's route discovery, called for a path it matches only as the public 404 page (a
// splat): adds the route of the area the path is in, with its pages, under the root.
export const discoverAreas: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  const area = areaOf(path)
  if (area === undefined || inTree.has(area)) return
  const trees = await loadAreaTrees()
  if (signal.aborted || inTree.has(area)) return
  patch('root', [areaRoute(area, trees[area])])
  inTree.add(area)
}
