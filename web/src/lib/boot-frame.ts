import { createContext, useContext, useLayoutEffect } from 'react'

// The page's frame painted from the HTML (ADR 0121): the area shells of the pages a phone opens
// on carry the area's layout and the page's static parts, rendered at build time by the same
// components (entry-server.tsx renderFrame), in `.boot-frame` before #root. It stays on screen
// while the entry, the area's code and the session's renewal arrive, and goes in the same frame
// as the app commits the real page (or an error, or a redirect), so nothing blinks in between.

// True while the pre-render draws the frame: the guard shows the area without a session, and the
// pages leave out what depends on the time or the data (fixed-size placeholders instead).
export const FrameRenderContext = createContext(false)
export const useFrameRender = () => useContext(FrameRenderContext)

const FRAME_SELECTOR = '.boot-frame'
const STALLED_SELECTOR = '.boot-stalled'

// Still showing the HTML's frame: a loading state renders nothing instead of a spinner, so the
// frame stays visible until the page itself can be shown.
export function hasBootFrame(): boolean {
  return typeof document !== 'undefined' && document.querySelector(FRAME_SELECTOR) !== null
}

// Removes the HTML's frame once the app has something of its own to show. Only the first page
// load has one: later navigations find none and keep their spinners.
// Its notice that the app's code did not come (ADR 0131) goes with it.
export function dropBootFrame(): void {
  if (typeof document === 'undefined') return
  document.querySelector(FRAME_SELECTOR)?.remove()
  document.querySelector(STALLED_SELECTOR)?.remove()
}

// Drops the frame after this component's DOM is committed and before the browser paints.
export function useDropBootFrame(when = true): void {
  useLayoutEffect(() => {
    if (when) dropBootFrame()
  }, [when])
}
