import { LayoutDashboard, LogIn } from 'lucide-react'
import { NavLink } from 'react-router'
import type { Role } from '../../../../services/core/access.ts'
import { webModule as inspections } from '../../features/inspections/routes.tsx'
import { type Panel, PanelsProvider } from '../../lib/panels.tsx'
import { paths } from '../../lib/paths.ts'
import { useSession } from '../../lib/session-store.ts'
import { SiteFrame } from './SiteFrame.tsx'
import { SiteMenuItems } from './SiteMenuItems.tsx'

// A signed-in user who comes back to the public pages (a technician lands here after sign-in)
// gets the way back to its own area in place of Login.
const AREA_ENTRY: Record<Role, { label: string; to: string }> = {
  admin: { label: 'Area Admin', to: paths.admin.home },
  pelanggan: { label: 'Area Pelanggan', to: paths.pelanggan.home },
  teknisi: { label: 'Jadwal Teknisi', to: paths.teknisi.penjadwalan },
}

function AccountEntry() {
  const session = useSession()
  const area = session.isAuthenticated && session.role ? AREA_ENTRY[session.role] : null
  return (
    <li className="nav-list__cta">
      {area ? (
        <NavLink to={area.to} className="btn btn--accent btn--sm">
          <LayoutDashboard aria-hidden="true" size={18} />
          {area.label}
        </NavLink>
      ) : (
        <NavLink to={paths.login} className="btn btn--accent btn--sm">
          <LogIn aria-hidden="true" size={18} />
          Login
        </NavLink>
      )}
    </li>
  )
}

export function PublicMenu() {
  return (
    <>
      <SiteMenuItems prefix="" />
      <AccountEntry />
    </>
  )
}

// The panels of the auditor's page (its trend chart): only those, each a lazy import loaded with
// that page, so no other public page carries them.
const PUBLIC_PANELS: Panel[] = (inspections.panels ?? []).filter((panel) => panel.slot === 'audit')

export default function PublicLayout() {
  return (
    <PanelsProvider value={PUBLIC_PANELS}>
      <SiteFrame homePath={paths.home} navLabel="Menu utama" menu={<PublicMenu />} />
    </PanelsProvider>
  )
}
