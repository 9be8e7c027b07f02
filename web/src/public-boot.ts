import { forgetIslands, handOverIslands } from './islands/island-state.ts'
import { startPriceIsland } from './islands/price-island.ts'
import { HYDRATED_EVENT, holdEarlyActions } from './islands/replay.ts'

// The script of a pre-rendered public page (ADR 0052). The page is complete in its HTML, so it
// loads no app code until the visitor acts: the first touch, press, key, focus, wheel or mouse
// movement loads the app, which hydrates the page; a button pressed or a form sent meanwhile is
// done once React has it (islands/replay.ts). The prices, which must be fresh, are shown by a
// small island before that (islands/price-island.ts).

const INTENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const

function startApp(root: HTMLElement): void {
  for (const intent of INTENTS) removeEventListener(intent, onIntent, true)
  handOverIslands()
  addEventListener(HYDRATED_EVENT, forgetIslands, { once: true })
  for (const chunk of JSON.parse(root.dataset.chunks ?? '[]') as string[]) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = chunk
    document.head.append(link)
  }
  const entry = root.dataset.app
  if (entry) loadApp(entry)
}

// The page stays as it is while the app cannot load (its links still work), but a form sent
// meanwhile is held for the app (islands/replay.ts): the app is asked for again once the
// connection returns, so a request made on a phone that lost its signal is sent, not dropped.
function loadApp(entry: string): void {
  import(/* @vite-ignore */ entry).catch((error: unknown) => {
    console.error('the app failed to load', error)
    addEventListener('online', () => loadApp(entry), { once: true })
  })
}

let root: HTMLElement | null = null
function onIntent(event: Event): void {
  // The browser also reports a pointer that stands still while the page moves under it (the
  // island's cards arriving): only a pointer that moved is the visitor's.
  if (event instanceof PointerEvent && event.type === 'pointermove' && !event.movementX && !event.movementY)
    return
  if (root) startApp(root)
  root = null
}

root = document.getElementById('root')
if (root) {
  holdEarlyActions()
  startPriceIsland()
  for (const intent of INTENTS) addEventListener(intent, onIntent, { capture: true, passive: true })
}
