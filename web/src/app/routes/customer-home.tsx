import { type ComponentType, useEffect, useState } from 'react'
import CustomerHomePage from '../../features/identity/pages/CustomerHomePage.tsx'
import { usePainted } from '../../lib/use-painted.ts'

// The customer home with the panels of the modules it summarises (customer-home-panels.ts, from
// the web module list), in their order. Composed here, in the app, because no feature imports
// another: the home (identity) and each panel's module stay apart. The greeting and the links are
// shown first; the panels' code (about twenty files) is asked for once they have been painted, in
// boxes kept for them meanwhile, so nothing below moves (issue 36, ADR 0115).
export default function CustomerHome({
  panels,
  count,
}: {
  panels: () => Promise<ComponentType[]>
  count: number
}) {
  const painted = usePainted()
  const [loaded, setLoaded] = useState<ComponentType[] | null>(null)
  const [failed, setFailed] = useState<unknown>(null)
  useEffect(() => {
    if (!painted) return
    let live = true
    panels().then(
      (found) => live && setLoaded(found),
      (error: unknown) => live && setFailed(() => error),
    )
    return () => {
      live = false
    }
  }, [painted, panels])
  // A panel's code that could not load is the page's failure, as when it loaded with the page: the
  // route's error screen offers to load it again.
  if (failed) throw failed
  const summary = loaded
    ? loaded.map((Panel, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once loaded, never reordered
        <Panel key={index} />
      ))
    : Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike
        <div key={index} className="area-home__panel-waiting" aria-hidden="true" />
      ))
  return <CustomerHomePage summary={count > 0 ? summary : undefined} />
}
