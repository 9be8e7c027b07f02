// What the technician area keeps on the phone to stay readable without a connection (ADR 0040):
// a Workbox service worker (web/src/lib/service-worker.ts, built by web/scripts/service-worker.ts)
// controls the pages under /teknisi/ only, keeps their app shell and code, and keeps the last
// answer of the few reads the schedule needs. Those answers are one account's own data, so they
// are dropped whenever the account may change: on sign-out, on a sign-in, and when the server
// refuses to renew the session.

// The pages the worker controls: the public site and the other areas never pass through it.
export const OFFLINE_SCOPE = '/teknisi/'
export const SERVICE_WORKER_URL = '/sw.js'
// The kept API answers (per address, the last good one).
export const API_CACHE = 'ttsg-teknisi-api'
// The API reads kept for offline use: the schedule's calendar, the account's own profile, the
// pesticide register (the products a technician chooses from at a visit) and the devices of each
// visit opened (its readings screen, issue 39).
export const OFFLINE_READS = [
  '/api/penjadwalan/kalender',
  '/api/profil',
  '/api/pestisida/getData',
  '/api/pemeriksaan',
] as const

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches)

// Never rejects: a browser without the Cache API (or with storage blocked) has nothing to drop.
export async function forgetOfflineCopies(): Promise<void> {
  try {
    await cacheStorage()?.delete(API_CACHE)
  } catch (error) {
    console.error('offline copies not removed', error)
  }
}

// True when this browser holds a technician's kept answers, i.e. a technician was signed in here
// and has neither signed out nor been refused since.
export async function hasOfflineCopies(): Promise<boolean> {
  try {
    return (await cacheStorage()?.has(API_CACHE)) ?? false
  } catch {
    return false
  }
}

let registering: Promise<void> | null = null

// Registers the worker, once per page (production builds only: the dev server has no /sw.js). `onFirstControl`
// runs when a worker takes control of this page for the first time: what the page read before
// passed the network directly, so it is read again through the worker to be kept.
export function registerOfflineWorker(onFirstControl: () => void): Promise<void> {
  registering ??= register(onFirstControl).catch((error: unknown) => {
    // The area works without it, only not after an offline reload. The connection may have gone
    // before the worker's code or script came (the registration waits for the paint): the page
    // tries again once it returns (ADR 0130).
    console.warn('service worker not registered', error)
    registering = null
    window.addEventListener('online', () => void registerOfflineWorker(onFirstControl), { once: true })
  })
  return registering
}

// Once the browser is idle after the schedule was painted: the worker's code, its registration and
// the files it keeps never share the phone's connection or main thread with the first screen
// (ADR 0056).
const afterThePaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 })
    else setTimeout(resolve, 200)
  })

async function register(onFirstControl: () => void): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  await afterThePaint()
  const { Workbox } = await import('workbox-window')
  const worker = new Workbox(SERVICE_WORKER_URL, { scope: OFFLINE_SCOPE })
  const alreadyControlled = navigator.serviceWorker.controller !== null
  worker.addEventListener('controlling', () => {
    if (!alreadyControlled) onFirstControl()
  })
  await worker.register()
}
