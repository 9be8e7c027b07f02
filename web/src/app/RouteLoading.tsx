import { Spinner } from '../components/Spinner.tsx'

// What a page that is not pre-rendered (sign-in, the signed-in areas) shows while its code loads
// on arrival, in place of an empty window.
export function RouteLoading() {
  return <Spinner size="lg" label="Memuat halaman..." className="route-loading" />
}
