import { Spinner } from '../components/Spinner.tsx'

// What a page that is not pre-rendered (sign-in, the signed-in areas) shows while its code loads
// on arrival, in place of an empty window. The words are on screen: on a slow phone connection the
// visitor sees at once that the page is coming (and Lighthouse counts it as the first paint).
export function RouteLoading() {
  return <Spinner size="lg" label="Memuat halaman..." className="route-loading" showLabel />
}
