import type { Schedule } from '@services/modules/schedules/contract.ts'
import { type ComponentType, createContext, useContext, useEffect, useState } from 'react'
import { useOnline } from './offline-session.ts'
import { fetchPanelCode, loadedPanelCode } from './panel-code.ts'
import { usePainted } from './use-painted.ts'
import type { Area } from './web-module.ts'

// Panels one module shows on another module's screen (issue 39: the pesticides applied, shown on
// the visit's page and on the technician's visit card), without either feature importing the
// other: a module declares its panels in its web twin (features/<module>/routes.tsx), the signed-in
// areas provide them (app/layouts/AreaLayout.tsx), and the screen that has the slot renders
// <Panels slot=... /> where they belong. Each panel is a lazy import, loaded with its screen only.

// `kunjungan`: a visit's page (admin, customer); `kunjungan-teknisi`: a visit's card on the
// technician's phone; `lokasi`: a site's page (admin, customer); `audit`: the auditor's public
// page of a link (read through its token only; provided by the public layout, ADR 0128).
export type VisitPanelProps = { visit: Schedule; area: Area }
export type SitePanelProps = { idlokasi: number; area: Area }
export type AuditPanelProps = { token: string }
type SlotProps = {
  kunjungan: VisitPanelProps
  'kunjungan-teknisi': VisitPanelProps
  lokasi: SitePanelProps
  audit: AuditPanelProps
}
export type PanelSlot = keyof SlotProps
export type Panel = {
  [S in PanelSlot]: {
    // Unique among the panels: '<module>:<what>'.
    name: string
    slot: S
    order: number
    load: () => Promise<ComponentType<SlotProps[S]>>
  }
}[PanelSlot]

const PanelsContext = createContext<readonly Panel[]>([])
export const PanelsProvider = PanelsContext.Provider

// biome-ignore lint/suspicious/noExplicitAny: each slot's panels take that slot's props
type AnyPanel = ComponentType<any>

export function Panels<S extends PanelSlot>({ slot, ...props }: SlotProps[S] & { slot: S }) {
  // The panels come after the screen's own content (the technician's visits: the pesticides'
  // ten files and calls never hold back their paint).
  const painted = usePainted()
  const panels = useContext(PanelsContext)
    .filter((panel) => panel.slot === slot)
    .sort((a, b) => a.order - b.order)
  if (!painted) return null
  return (
    <>
      {panels.map((panel) => (
        <OnePanel key={panel.name} panel={panel} props={props} />
      ))}
    </>
  )
}

// Nothing in its place until its code is there; code the connection did not bring is asked for
// again when the connection returns (panel-code.ts).
function OnePanel({ panel, props }: { panel: Panel; props: object }) {
  const [Component, setComponent] = useState(() => loadedPanelCode<AnyPanel>(panel))
  const [, fail] = useState<never>()
  const online = useOnline()
  useEffect(() => {
    if (Component || !online) return
    let shown = true
    fetchPanelCode(panel, panel.load as () => Promise<AnyPanel>).then(
      (found) => {
        if (shown && found) setComponent(() => found)
      },
      (error: unknown) => {
        // Thrown while rendering, so the route's error boundary shows it.
        if (shown)
          fail(() => {
            throw error
          })
      },
    )
    return () => {
      shown = false
    }
  }, [Component, online, panel])
  return Component ? <Component {...props} /> : null
}
