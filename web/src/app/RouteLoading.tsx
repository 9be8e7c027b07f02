import { Spinner } from '../components/Spinner.tsx'
import { hasBootFrame } from '../lib/boot-frame.ts'

// What a page that is not pre-rendered (sign-in, the signed-in areas) shows while its code loads
// on arrival, in place of an empty window. The words are on screen: on a slow phone connection the
// visitor sees at once that the page is coming (and Lighthouse counts it as the first paint).
export function RouteLoading() {
  return <Spinner size="lg" label="Memuat halaman..." className="route-loading" showLabel />
}

// The router's fallback while the first page's code loads: nothing over a frame the HTML already
// shows (lib/boot-frame.ts), the spinner otherwise.
export function InitialLoading() {
  return hasBootFrame() ? null : <RouteLoading />
}
