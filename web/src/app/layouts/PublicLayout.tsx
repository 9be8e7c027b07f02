import { LogIn } from 'lucide-react'
import { NavLink } from 'react-router-dom'
import { paths } from '../paths.ts'
import { SiteFrame } from './SiteFrame.tsx'
import { SiteMenuItems } from './SiteMenuItems.tsx'

export function PublicMenu() {
  return (
    <>
      <SiteMenuItems prefix="" />
      <li className="nav-list__cta">
        <NavLink to={paths.login} className="btn btn--accent btn--sm">
          <LogIn aria-hidden="true" size={18} />
          Login
        </NavLink>
      </li>
    </>
  )
}

export default function PublicLayout() {
  return <SiteFrame homePath={paths.home} navLabel="Menu utama" menu={<PublicMenu />} />
}
