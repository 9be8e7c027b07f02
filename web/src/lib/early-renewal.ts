// A page opened in a signed-in area (a reload, a link from WhatsApp, the installed app) shows
// nothing of its own until the guard has renewed the session (app/guard.tsx). The entry asks for
// that renewal at once, while the area's code is still on its way, instead of after it: on a slow
// phone connection one round trip fewer before the page shows (issue 27). The session code takes
// the answer (takeEarlyRenewal) instead of asking again, so the refresh cookie is presented once.
// Dependency-free: it is part of the entry every page loads.

// Every call that sends or replaces the refresh cookie runs under this Web Lock (lib/session.ts).
export const SESSION_LOCK = 'ttsg-session'
// The API calls' own timeout (lib/api-client.ts).
export const REQUEST_TIMEOUT_MS = 30_000

const AREA_PATH = /^\/(admin-home|pelanggan|teknisi)(\/|$)/

let early: Promise<Response> | null = null

// What the area's shell sent before the entry ran (public/area-boot.js, ADR 0056), if anything.
type BootWindow = { __ttsgEarlyRenewal?: Promise<Response>; __ttsgEntryRenewal?: boolean }

function sentByTheShell(): Promise<Response> | undefined {
  const boot = globalThis as BootWindow
  const sent = boot.__ttsgEarlyRenewal
  delete boot.__ttsgEarlyRenewal
  return sent instanceof Promise ? sent : undefined
}

// An access link (?token=) is opened by the guard itself, with its token.
export function startEarlyRenewal(location: Pick<Location, 'pathname' | 'search'>): void {
  if (!AREA_PATH.test(location.pathname) || new URLSearchParams(location.search).has('token')) return
  // The shell's script asked already, from the HTML, under the same lock and rules: that answer is
  // the page load's one renewal.
  const shell = sentByTheShell()
  if (shell) {
    early = shell
    return
  }
  const ask = () =>
    fetch('/api/refreshToken', {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  const locks = globalThis.navigator?.locks
  early = locks ? locks.request(SESSION_LOCK, ask) : ask()
  // A shell script that runs after the entry (it is async) then sends nothing of its own.
  ;(globalThis as BootWindow).__ttsgEntryRenewal = true
  // Taken and read by the session code; a page that never gets there leaves no unhandled rejection.
  early.catch(() => {})
}

// The renewal the entry sent, once.
export function takeEarlyRenewal(): Promise<Response> | undefined {
  const taken = early ?? undefined
  early = null
  return taken
}
