import type { Panel } from '../../lib/panels.tsx'
import type { Area, AreaMenu, MenuGroup, WebModule } from '../../lib/web-module.ts'
import { webModules } from '../modules.ts'

export type { AreaMenu, MenuEntry, MenuGroup } from '../../lib/web-module.ts'

// The entries of each signed-in area's account menu (spec section 2): the Admin or Pelanggan
// dropdown on phones, the person-icon dropdown on large screens. Each module declares its entries
// (features/<module>/routes.tsx); the area fixes its label and the order of its groups.
const AREAS: Record<Area, { areaLabel: string; groups: (string | undefined)[] }> = {
  admin: { areaLabel: 'Admin', groups: ['Beranda', 'Operasional', 'Dokumen', 'Pengaturan', 'Akun'] },
  pelanggan: { areaLabel: 'Pelanggan', groups: [undefined] },
  teknisi: { areaLabel: 'Teknisi', groups: [undefined, 'Akun'] },
}

export function menuOf(area: Area, list: readonly WebModule[]): AreaMenu {
  const { areaLabel, groups } = AREAS[area]
  const items = list.flatMap((module) => (module.menu ?? []).filter((item) => item.area === area))
  const stray = items.filter((item) => !groups.includes(item.group))
  if (stray.length > 0)
    throw new Error(`menu group(s) the ${area} area has not: ${stray.map((item) => item.group).join(', ')}`)
  return {
    areaLabel,
    groups: groups.flatMap((label): MenuGroup[] => {
      const entries = items
        .filter((item) => item.group === label)
        .sort((a, b) => a.order - b.order)
        .map(({ label: text, to, end }) => ({ label: text, to, ...(end ? { end } : {}) }))
      if (entries.length === 0) return []
      return [label === undefined ? { entries } : { label, entries }]
    }),
  }
}

export const ADMIN_MENU: AreaMenu = menuOf('admin', webModules)
export const PELANGGAN_MENU: AreaMenu = menuOf('pelanggan', webModules)
export const TEKNISI_MENU: AreaMenu = menuOf('teknisi', webModules)

// Every module's panels on other modules' screens (lib/panels.tsx), provided by each area.
export const AREA_PANELS: Panel[] = webModules.flatMap((module) => module.panels ?? [])
