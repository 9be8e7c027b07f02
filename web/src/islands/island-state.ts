// What a public page's islands showed before the app took the page over: the island script
// (public-boot.ts) and the app's entry are separate bundles, so they meet on `window`. The app's
// components start from this state, so React hydrates what the island put on the page unchanged.
// Dependency-free: the boot script imports it.

export type PriceIslandState =
  | { shown: 'list'; data: unknown[] }
  | { shown: 'empty'; data: unknown[] }
  | { shown: 'spinner' }

type Islands = { prices?: PriceIslandState; handedOver?: boolean }

declare global {
  interface Window {
    __ttsgIslands?: Islands
  }
}

function islands(): Islands {
  if (typeof window === 'undefined') return {}
  window.__ttsgIslands ??= {}
  return window.__ttsgIslands
}

export function setPriceIsland(state: PriceIslandState): void {
  islands().prices = state
}

// Once the app loads, islands stop writing to the page: from then on it is React's.
export function handOverIslands(): void {
  islands().handedOver = true
}

export function islandsHandedOver(): boolean {
  return islands().handedOver === true
}

// Read by the first render of the component that owns the island's place, while the app hydrates.
export function priceIsland<T>(): { shown: 'list' | 'empty'; data: T[] } | undefined {
  const state = islands().prices
  if (!state || state.shown === 'spinner') return undefined
  return state as { shown: 'list' | 'empty'; data: T[] }
}

// After hydration: a later visit to such a page inside the app starts from its own spinner.
export function forgetIslands(): void {
  islands().prices = undefined
}
