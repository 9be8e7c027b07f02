// The first script of a page opened in a signed-in area (shell.html, web/scripts/area-shells.ts,
// ADR 0056). From the HTML, while the entry and the area's code are still on their way:
// - it sends the session's renewal, which the entry takes instead of asking again
//   (src/lib/early-renewal.ts, same rules: an area's address without an access link's ?token=,
//   under the Web Lock every presenter of the refresh cookie takes);
// - with the renewed access token, it asks for the data the page opened shows first (the
//   technician's visits, the profile), which the API client takes instead of asking again
//   (src/lib/first-data.ts): the data is there when the page's code is.
// A classic async script, not inline: the pages allow only the site's own script files (CSP).
// Plain JavaScript, copied as it is into the build: src/app/area-boot.test.ts runs it.
// A page whose frame the HTML paints (ADR 0121) names its entry and its page's chunks in
// <meta name="ttsg-entry"> instead of loading them from the head: they are asked for once the HTML
// has been parsed and its frame painted, so they never hold that paint back (a hidden tab paints
// nothing: there they are asked for at once). The entry first, the chunks preloaded beside it.
// The entry is asked for again once if it does not load (a lost connection for a moment); if it
// fails again, the page's notice says so with a link that reloads (ADR 0131). That notice shows
// by itself after a while when this script never runs (styles/layout/page.css): the mark on <html>
// tells it that this script has taken over.
;(() => {
  const named = document.querySelector('meta[name="ttsg-entry"]')
  if (!named) return
  const RETRY_AFTER_MS = 1000
  const root = document.documentElement
  root.dataset.boot = 'started'
  const loadEntry = (triesLeft) => {
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = 'anonymous'
    script.src = named.getAttribute('content')
    script.onerror = () => {
      script.remove()
      if (triesLeft > 0) setTimeout(() => loadEntry(triesLeft - 1), RETRY_AFTER_MS)
      else root.dataset.boot = 'failed'
    }
    document.head.append(script)
  }
  const run = () => {
    loadEntry(1)
    for (const chunk of (named.getAttribute('data-chunks') || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.fetchPriority = 'low'
      link.crossOrigin = 'anonymous'
      link.href = chunk
      document.head.append(link)
    }
  }
  const afterPaint = () =>
    document.visibilityState === 'hidden' ? run() : requestAnimationFrame(() => setTimeout(run, 0))
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint)
  else afterPaint()
})()
;(() => {
  const AREA_PATH = /^\/(admin-home|pelanggan|teknisi)(\/|$)/
  const TIMEOUT_MS = 30000
  if (!AREA_PATH.test(location.pathname) || new URLSearchParams(location.search).has('token')) return
  // Run as soon as it arrives (async): on the rare load where the entry ran first, the entry sent
  // the renewal itself and this script has nothing to do.
  if (window.__ttsgEntryRenewal) return
  const ask = () =>
    fetch('/api/refreshToken', {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  const locks = navigator.locks
  const sent = locks ? locks.request('ttsg-session', ask) : ask()
  sent.catch(() => {})
  window.__ttsgEarlyRenewal = sent

  // Today in Asia/Jakarta (UTC+7 all year), as services/core/jakarta-time.ts has it.
  const today = () => new Date(Date.now() + 7 * 3600000).toISOString().slice(0, 10)
  const addDays = (day, days) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10)
  // The technician's three weeks (features/schedules/technician-window.ts).
  const visits = () => {
    const shift = Number.parseInt(new URLSearchParams(location.search).get('geser') ?? '0', 10) || 0
    const from = addDays(today(), -7 + shift * 14)
    return `/api/penjadwalan/kalender?dari=${from}&sampai=${addDays(from, 20)}`
  }
  // What each page shows first, for the role the page is for.
  const FIRST = {
    '/teknisi': ['teknisi', () => [visits(), '/api/profil']],
    '/teknisi/penjadwalan': ['teknisi', () => [visits(), '/api/profil']],
    '/pelanggan': ['pelanggan', () => ['/api/profil']],
  }
  const page = FIRST[location.pathname.replace(/\/+$/, '')]
  if (!page) return
  window.__ttsgFirstData = sent
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((renewed) => {
      if (!renewed || renewed.role !== page[0] || typeof renewed.accessToken !== 'string') return null
      const token = renewed.accessToken
      const responses = {}
      for (const url of page[1]()) {
        responses[url] = fetch(url, {
          headers: { accept: 'application/json', authorization: `Bearer ${token}` },
          credentials: 'same-origin',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        responses[url].catch(() => {})
      }
      return { token, at: Date.now(), responses }
    })
    .catch(() => null)
})()
