import { isChunkLoadError } from './lazy-page.tsx'

// A panel's code, fetched once per page and shared by every place that shows the panel. Panels
// load after their screen's paint (ADR 0115), so on a phone the connection can go before their
// code came (ADR 0130): a fetch that failed is forgotten, to be asked for again once the
// connection returns, and never takes the screen down. Any other failure is a fault of the code
// and goes to the route's error screen, as before.

type Loaded<T> = { value: T } | { failed: unknown }
const settled = new WeakMap<object, Loaded<unknown>>()
const pending = new WeakMap<object, Promise<unknown>>()

// The code once it has arrived (so a card rendered later shows the panel at once), else undefined.
export function loadedPanelCode<T>(key: object): T | undefined {
  const known = settled.get(key)
  return known && 'value' in known ? (known.value as T) : undefined
}

// Resolves with the code, or rejects with a failure that is not the connection's. A fetch that
// failed resolves to undefined and is forgotten: the next call fetches again.
export function fetchPanelCode<T>(key: object, load: () => Promise<T>): Promise<T | undefined> {
  const known = settled.get(key)
  if (known) return 'value' in known ? Promise.resolve(known.value as T) : Promise.reject(known.failed)
  let loading = pending.get(key) as Promise<T> | undefined
  if (!loading) {
    loading = withoutFailedStylesheets(load)
    pending.set(key, loading)
    loading.then(
      (value) => settled.set(key, { value }),
      (failed: unknown) => {
        if (!isChunkLoadError(failed)) settled.set(key, { failed })
      },
    )
    void loading.finally(() => pending.delete(key)).catch(() => {})
  }
  return loading.catch((failed: unknown) => {
    if (isChunkLoadError(failed)) return undefined
    throw failed
  })
}

// Vite's loader adds a chunk's stylesheets as <link> elements and skips, on the next try, any
// already in the page: one that failed would stay failed and the panel would show unstyled. The
// ones that failed during this load are removed, so the next try adds them again.
async function withoutFailedStylesheets<T>(load: () => Promise<T>): Promise<T> {
  const failedSheets: HTMLLinkElement[] = []
  const note = (event: Event) => {
    if (event.target instanceof HTMLLinkElement && event.target.rel === 'stylesheet')
      failedSheets.push(event.target)
  }
  document.addEventListener('error', note, true)
  try {
    return await load()
  } catch (error) {
    if (isChunkLoadError(error)) for (const link of failedSheets) link.remove()
    throw error
  } finally {
    document.removeEventListener('error', note, true)
  }
}
