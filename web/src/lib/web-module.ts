import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import type { Panel } from './panels.tsx'

// A module's web twin (ADR 0051): what the signed-in areas take from it, declared in its own
// features/<module>/routes.tsx beside its screens. The app composes the areas' routes and menus
// from the list of them (app/modules.ts), so adding a module's screens edits no app file but that
// list.

export type MenuEntry = { label: string; to: string; end?: boolean }
export type MenuGroup = { label?: string; entries: MenuEntry[] }
export type AreaMenu = { areaLabel: string; groups: MenuGroup[] }

export type Area = 'admin' | 'pelanggan' | 'teknisi'
// One entry of an area's account menu: its group (by label; none for an unlabelled group) and its
// place in it (entries sort by `order` within the group, the groups keep the area's order).
export type MenuItem = MenuEntry & { area: Area; group?: string; order: number }

export type WebModule = {
  // The module's name, as its folder here and in services/modules.
  name: string
  // Its screens under /admin-home, /pelanggan and /teknisi.
  adminRoutes?: RouteObject[]
  customerRoutes?: RouteObject[]
  technicianRoutes?: RouteObject[]
  menu?: MenuItem[]
  // Its card on the customer home, in its place among the others, loaded with the home page only
  // (a lazy import, so that the card stays out of the main bundle).
  customerHomePanel?: { order: number; load: () => Promise<ComponentType> }
  // Its panels on other modules' screens (lib/panels.tsx), each in its slot and place.
  panels?: Panel[]
}

export const defineWebModule = (module: WebModule): WebModule => module
