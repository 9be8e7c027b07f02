import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { API_CACHE, OFFLINE_READS } from './offline-copies.ts'

// The technician area's service worker (ADR 0040), bundled into /sw.js by
// web/scripts/service-worker.ts and registered with the scope /teknisi/: it sees the requests of
// the technician's pages only. Not part of the app bundle: nothing in the app imports this file.

// Filled in by the build: the app shell, the manifest, the icons and the chunks the area loads,
// each with a revision (null for the hashed chunks, whose name changes with their content).
declare const __PRECACHE_ENTRIES__: { url: string; revision: string | null }[]
// The worker's global, typed here because the web's TypeScript settings carry the page's (DOM)
// types, not the worker's.
declare const self: { skipWaiting(): Promise<void>; location: Location }

// A new build takes over at once: its shell and chunks are already kept when it activates, and a
// page still on an old chunk that is gone gets the chunk-load screen with its reload button.
void self.skipWaiting()
// The first install takes the open page too, so the schedule it shows is read (and kept) at once.
clientsClaim()

cleanupOutdatedCaches()
precacheAndRoute(__PRECACHE_ENTRIES__)

// Every page of the area is the same app shell; kept, it opens without a connection.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/shell.html')))

// The technician's own schedule and profile: the network first, the last good answer when there
// is none (a network failure, not an error status: a 401 or a 404 is the server's word and is
// passed on, never replaced by an old copy). Only 200 answers are kept (the strategy's default).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    OFFLINE_READS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`)),
  new NetworkFirst({
    cacheName: API_CACHE,
    // A few windows of three weeks and the profile; the oldest windows go first.
    plugins: [new ExpirationPlugin({ maxEntries: 20 })],
  }),
)

// A chunk the area loads later (a page not kept at install): hashed, so a kept copy never goes
// stale.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'ttsg-teknisi-assets', plugins: [new ExpirationPlugin({ maxEntries: 60 })] }),
)
