import { LayoutDashboard, LogIn } from 'lucide-react'
import { NavLink } from 'react-router'
import type { Role } from '../../../../services/core/access.ts'
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

export default function PublicLayout() {
  return <SiteFrame homePath={paths.home} navLabel="Menu utama" menu={<PublicMenu />} />
}
