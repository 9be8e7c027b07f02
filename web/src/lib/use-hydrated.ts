import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

// False in the pre-rendered HTML and during hydration, true once React runs the page: controls
// that need JavaScript stay disabled until it is there.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
