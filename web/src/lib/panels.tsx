import type { Schedule } from '@services/modules/schedules/contract.ts'
import { type ComponentType, createContext, lazy, Suspense, useContext } from 'react'
import { usePainted } from './use-painted.ts'
import type { Area } from './web-module.ts'

// Panels one module shows on another module's screen (issue 39: the pesticides applied, shown on
// the visit's page and on the technician's visit card), without either feature importing the
// other: a module declares its panels in its web twin (features/<module>/routes.tsx), the signed-in
// areas provide them (app/layouts/AreaLayout.tsx), and the screen that has the slot renders
// <Panels slot=... /> where they belong. Each panel is a lazy import, loaded with its screen only.

// `kunjungan`: a visit's page (admin, customer); `kunjungan-teknisi`: a visit's card on the
// technician's phone.
export type PanelSlot = 'kunjungan' | 'kunjungan-teknisi'
export type VisitPanelProps = { visit: Schedule; area: Area }
export type Panel = {
  // Unique among the panels: '<module>:<what>'.
  name: string
  slot: PanelSlot
  order: number
  load: () => Promise<ComponentType<VisitPanelProps>>
}

const PanelsContext = createContext<readonly Panel[]>([])
export const PanelsProvider = PanelsContext.Provider

// One lazy component per panel, made once.
const loaded = new WeakMap<Panel, ComponentType<VisitPanelProps>>()
function componentOf(panel: Panel) {
  let component = loaded.get(panel)
  if (component === undefined) {
    component = lazy(() => panel.load().then((found) => ({ default: found })))
    loaded.set(panel, component)
  }
  return component
}

export function Panels({ slot, ...props }: VisitPanelProps & { slot: PanelSlot }) {
  // The panels come after the screen's own content (the technician's visits: the pesticides'
  // ten files and calls never hold back their paint).
  const painted = usePainted()
  const panels = useContext(PanelsContext)
    .filter((panel) => panel.slot === slot)
    .sort((a, b) => a.order - b.order)
  if (!painted) return null
  return (
    <>
      {panels.map((panel) => {
        const Component = componentOf(panel)
        return (
          <Suspense key={panel.name} fallback={null}>
            <Component {...props} />
          </Suspense>
        )
      })}
    </>
  )
}
